import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'react-router';
import {
  catalogWord,
  castingKinds,
  castingLink,
  castingTexts,
  castingView,
  rotorsOfCastingPath,
  splitCastings,
  type CastingKind,
} from '@wheelend/domain';
import type { CastingResult } from '@wheelend/domain/contract';
import { finderTexts } from '@wheelend/domain/finder';
import { retry } from '../../shared/api';
import { ResultsFailed } from '../../shared/finder/NoResults';
import { PartImage } from '../../shared/finder/PartImage';
import { Pager, usePage } from '../../shared/finder/Pager';
import { Spinner } from '../../shared/ui/Spinner';
import { castingApi } from './api';
import c from '../../shared/finder/PartCard.module.css';
import p from '../../shared/ui/Page.module.css';
import { textOf, useT } from '../../shared/i18n';
import f from './Casting.module.css';

/** The parts of the chosen casting: aftermarket and original equipment apart, each shown by its count. */
export function CastingResults({
  kind,
  pairs,
  casting,
  noResults,
}: {
  kind: CastingKind;
  pairs: string;
  casting?: string;
  noResults: React.ReactNode;
}) {
  const lang = useLingui().i18n.locale;
  const query = useQuery({
    retry,
    queryKey: ['finder', kind, 'matching', pairs, lang],
    queryFn: () => castingApi(kind).matching(pairs, lang),
  });
  const t = useT();
  if (query.isPending) return <Spinner label={finderTexts.receiving} />;
  if (query.isError) return <ResultsFailed query={query} noResults={noResults} />;
  if (query.data.length === 0) return noResults;
  const { aftermarket, other } = splitCastings(query.data);
  const both = aftermarket.length > 0 && other.length > 0;
  return (
    <>
      {casting && <p className={p.lead}>{t(castingTexts.forCasting(casting))}</p>}
      {aftermarket.length > 0 && (
        <Group kind={kind} items={aftermarket} heading={both ? t(castingTexts.aftermarket) : undefined} />
      )}
      {other.length > 0 && <Group kind={kind} items={other} heading={both ? t(castingTexts.original) : undefined} />}
    </>
  );
}

function Group({ kind, items, heading }: { kind: CastingKind; items: CastingResult[]; heading?: string }) {
  const view = castingView(items);
  const [page, setPage] = usePage(items.length);
  const t = useT();
  return (
    <section aria-label={heading ?? t('casting.results')}>
      {heading && <h2 className={p.subtitle}>{heading}</h2>}
      {view.shape === 'pair' ? (
        <>
          <h1 className={p.success}>{t(castingTexts.pair)}</h1>
          <p className={p.lead}>{t(castingTexts.pairLead)}</p>
          {items.map((r) => (
            <CastingCard key={r.Id} kind={kind} item={r} />
          ))}
        </>
      ) : view.shape === 'list' ? (
        <>
          <h1 className={p.success}>{t(castingTexts.several)}</h1>
          <ul className={p.choices}>
            {items.map((r) => (
              <li key={r.Id}>
                <Link className={p.choice} to={castingKinds[kind].details(r)}>
                  {castingLink(r)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h1 className={p.success}>{t(items.length === 1 ? castingTexts.one : castingTexts.several)}</h1>
          <CastingCard kind={kind} item={items[page - 1]} />
          {items.length > 1 && <Pager page={page} labels={items.map((r) => r.PartNumber)} onPage={setPage} />}
        </>
      )}
    </section>
  );
}

function CastingCard({ kind, item }: { kind: CastingKind; item: CastingResult }) {
  const here = useLocation();
  const t = useT();
  const number = item.PartNumber;
  return (
    <article className={c.card} aria-label={t('casting.card.label', { number })}>
      <PartImage guid={item.ImageGuid} alt={t('common.finder.drawing', { number })} className={c.image} />
      <div className={c.body}>
        <h2 className={c.number}>{item.PartNumber}</h2>
        <p className={c.meta}>{item.Description}</p>
        <p className={c.meta}>{t('casting.card.status', { status: textOf(t, catalogWord(item.Status)) })}</p>
        {item.CastingNumber && (
          <p className={c.meta}>
            {t('casting.card.casting', { number: item.CastingNumber })}
            {item.CastingDescription && ` · ${item.CastingDescription}`}
          </p>
        )}
        <Link
          className={`${c.details} ${p.tap}`}
          to={castingKinds[kind].details(item)}
          state={{ from: here.pathname + here.search }}
        >
          {t('common.finder.details')}
        </Link>
        {item.CastingImageGuid && (
          <figure className={f.figure}>
            <PartImage
              guid={item.CastingImageGuid}
              size={200}
              alt={t('casting.card.castingAlt', { number: item.CastingNumber ?? '' })}
            />
            <figcaption className={c.meta}>{t(castingTexts.whereCaption)}</figcaption>
          </figure>
        )}
        {kind === 'rotorcasting' && item.CastingNumber && (
          <Link className={`${c.details} ${p.tap}`} to={rotorsOfCastingPath(item.CastingNumber)}>
            {t(castingTexts.rotors)}
          </Link>
        )}
      </div>
    </article>
  );
}
