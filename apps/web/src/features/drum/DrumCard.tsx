import { Link, useLocation } from 'react-router';
import { catalogWord } from '@wheelend/domain';
import type { DrumSummary } from '@wheelend/domain/contract';
import { PartImage } from '../../shared/finder/PartImage';
import { textOf, useT } from '../../shared/i18n';
import c from '../../shared/finder/PartCard.module.css';
import p from '../../shared/ui/Page.module.css';

/** A drum as a result: drawing, number, type, weight, BSN compatibility, notes and a details link. */
export function DrumCard({ drum, detailsPath }: { drum: DrumSummary; detailsPath: string }) {
  const here = useLocation();
  const t = useT();
  const number = drum.BrakeDrumNumber;
  const main = drum.Images.find((i) => i.ImageTypeId === 1) ?? drum.Images[0];
  return (
    <article className={c.card} aria-label={t('drum.card.label', { number })}>
      <PartImage guid={main?.ImageGuid} alt={t('drum.card.alt', { number })} className={c.image} />
      <div className={c.body}>
        <h2 className={c.number}>{drum.BrakeDrumNumber}</h2>
        {drum.Competitor && drum.CompetitorDrumNumberId != null && (
          <p className={c.meta}>{t('drum.card.replaces', { competitor: drum.Competitor })}</p>
        )}
        <p className={c.meta}>
          {textOf(t, catalogWord(drum.BrakeType))} · {textOf(t, catalogWord(drum.BrakeDrumType))}
          {drum.WeightPound != null && ` · ${t('drum.weight', { weight: drum.WeightPound })}`}
        </p>
        {drum.IsBsnCompatible && <p className={c.badge}>{t('drum.card.bsn')}</p>}
        {drum.Notes.length > 0 && (
          <ul className={c.notes}>
            {drum.Notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
        <Link className={`${c.details} ${p.tap}`} to={detailsPath} state={{ from: here.pathname + here.search }}>
          {t('common.finder.details')}
        </Link>
      </div>
    </article>
  );
}
