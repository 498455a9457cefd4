import type { StudSummary } from '@wheelend/domain/contract';
import { studDimension, studKinds } from '@wheelend/domain';
import { PartImage } from '../../shared/finder/PartImage';
import c from '../../shared/finder/PartCard.module.css';
import { useT } from '../../shared/i18n';
import s from './Stud.module.css';

const dimensions = ['A', 'B', 'C', 'D'] as const;

/** A stud as a result: drawing, number, kind, description and its dimensions A to D. */
export function StudCard({ stud }: { stud: StudSummary }) {
  const t = useT();
  const number = stud.StudNumber;
  const main = stud.Images.find((i) => i.ImageTypeId === 1) ?? stud.Images[0];
  return (
    <article className={c.card} aria-label={t('stud.card.label', { number })}>
      <PartImage guid={main?.ImageGuid} alt={t('stud.card.alt', { number })} className={c.image} />
      <div className={c.body}>
        <h2 className={c.number}>{stud.StudNumber}</h2>
        <p className={c.meta}>
          {t(studKinds[stud.StudKind] ?? 'stud.kind.other')} · {stud.ChartDescription}
        </p>
        <dl className={s.dims} aria-label={t('stud.card.dimensions')}>
          {dimensions.map((d) => {
            const inch = stud[`Dimension${d}`];
            return inch ? (
              <div key={d} style={{ display: 'contents' }}>
                <dt>{t('stud.card.dimension', { letter: d })}</dt>
                <dd>{studDimension(inch)}</dd>
              </div>
            ) : null;
          })}
        </dl>
      </div>
    </article>
  );
}
