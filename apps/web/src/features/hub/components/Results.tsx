import { Link, useLocation } from 'react-router';
import { Pager, usePage } from '../../../shared/finder/Pager';
import { NoResults } from '../../../shared/finder/NoResults';
import { brand } from '../../../shared/config';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Spinner } from '../../../shared/ui/Spinner';
import { NewTabLink } from '../../../shared/ui/NewTabLink';
import { useMatchingHubs, useSpindleNuts } from '../api/hooks';
import type { Hub } from '@wheelend/domain/contract';
import { PartImage } from '../../../shared/finder/PartImage';
import {
  hubPairs,
  longStudPairs,
  withChoice,
  type Filters,
  HCMTY,
  askMaterial,
  messages,
  recommendedFirst,
  resultsLayout,
  showUnitized,
  WARRANTY_TEXT,
} from '@wheelend/domain';
import { hubDisplay, statusOf } from './display';
import s from './Results.module.css';
import p from '../../../shared/ui/Page.module.css';
import { Rich, useT } from '../../../shared/i18n';

/** The matching hubs for the chosen filters under the screen's `nav`: 'Success!' with one or two cards,
 * or one at a time with a pager; none, the no-results screen every finder shows, with the hub's own text
 * and its next steps (the number search, the questions from the start). */
export function Results({
  filters,
  pathFor,
  nav,
}: {
  filters: Filters;
  pathFor: (f: Filters) => string;
  nav: React.ReactNode;
}) {
  const hubs = useMatchingHubs(hubPairs(filters));
  const longPairs = longStudPairs(filters);
  const longHubs = useMatchingHubs(longPairs ?? '', longPairs !== undefined);
  const longStud = longPairs !== undefined;
  const [page, setPage] = usePage(hubs.data?.length ?? 0);
  const location = useLocation();
  const t = useT();
  const from = location.pathname + location.search;
  const frame = (content: React.ReactNode) => (
    <div className={`${p.page} ${p.wide}`}>
      {nav}
      {content}
    </div>
  );

  if (showUnitized(filters)) {
    return frame(
      <section className={p.page}>
        <h1 className={p.title}>{t('hub.results.unitizedTitle')}</h1>
        <p className={p.note}>{t(messages.unitized)}</p>
      </section>,
    );
  }
  if (hubs.isPending) return frame(<Spinner label={messages.receiving} />);
  if (hubs.isError) {
    const failed = t('hub.results.failed');
    return frame(<ErrorState error={hubs.error} onRetry={() => hubs.refetch()} title={failed} heading={failed} />);
  }
  const list = recommendedFirst(hubs.data, statusOf);
  if (list.length === 0) {
    // As wide as every other no-results screen, its heading right under the bar.
    return (
      <section className={p.page}>
        {nav}
        <NoResults
          answers
          search="/hub/search"
          questions="/hub/truck-type"
          text={
            <Rich
              id="hub.results.none"
              values={{ phone: brand.phone }}
              components={[<a className={s.phone} href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`} />]}
            />
          }
        />
      </section>
    );
  }

  const paged = resultsLayout(list.length) === 'paged';
  const shown = paged ? [list[page - 1]] : list;
  const material = askMaterial(filters, list.length);
  const materialLink = (id: number) => pathFor(withChoice(filters, 'hcmty', id));

  return frame(
    <section className={`${p.page} ${p.wide}`}>
      <h1 className={p.success}>{t(messages.success)}</h1>
      <p className={p.lead}>{t(messages.meetParameters)}</p>
      {material && (
        <div className={p.panel} role="group" aria-labelledby="material-q">
          <h2 id="material-q" className={s.question}>
            {t('hub.results.material')}
          </h2>
          <div className={p.actions}>
            <Link className={p.choice} to={materialLink(HCMTY.iron)} style={{ width: 'auto' }}>
              {t('hub.results.iron')}
            </Link>
            <Link className={p.choice} to={materialLink(HCMTY.aluminum)} style={{ width: 'auto' }}>
              {t('hub.results.aluminum')}
            </Link>
          </div>
        </div>
      )}
      {paged && <Pager page={page} labels={list.map((h) => h.HubAssemblyNumber)} onPage={setPage} />}
      <div className={shown.length === 2 ? s.two : s.one}>
        {shown.map((h) => (
          <HubCard key={h.HubAssemblyNumber} hub={h} from={from} />
        ))}
      </div>
      {longStud && longHubs.isSuccess && longHubs.data.length > 0 && (
        <div className={p.panel}>
          <h2 className={s.question}>{t('hub.results.longStud')}</h2>
          <ul className={s.longList}>
            {longHubs.data.map((h) => (
              <li key={h.HubAssemblyNumber}>
                <Link to={`/hub/details/${h.HubAssemblyNumber}?from=${encodeURIComponent(from)}`}>
                  {h.HubAssemblyNumber}
                </Link>{' '}
                {h.AftermarketDescription}
              </li>
            ))}
          </ul>
        </div>
      )}
      {longStud && longHubs.isError && (
        <ErrorState error={longHubs.error} onRetry={() => longHubs.refetch()} title={t('hub.results.longStudFailed')} />
      )}
    </section>,
  );
}

function HubCard({ hub, from }: { hub: Hub; from: string }) {
  const t = useT();
  const d = hubDisplay(hub);
  const nuts = useSpindleNuts(d.preset ? hub.HubAssemblyNumber : undefined);
  const nutParts = nuts.data?.[0]?.AftermarketParts ?? [];
  return (
    <article className={s.card} aria-labelledby={`hub-${hub.HubAssemblyNumber}`}>
      <h2 className={d.available ? s.good : s.bad}>{t(d.heading)}</h2>
      <PartImage
        guid={hub.ImageGuid}
        alt={t('hub.card.image', { number: hub.HubAssemblyNumber })}
        className={s.image}
      />
      <p className={s.kind}>{d.preset ? t('hub.card.preset') : t('hub.card.conventional')}</p>
      <h3 id={`hub-${hub.HubAssemblyNumber}`} className={s.number}>
        {hub.HubAssemblyNumber}
      </h3>
      <p className={s.desc}>{hub.AftermarketDescription}</p>
      <ul className={s.points}>
        {d.points.map((b) => (
          <li key={b.id}>{t(b)}</li>
        ))}
      </ul>
      {d.bestValue && (
        <div className={s.best}>
          <strong>{t('hub.card.bestValue')}</strong>
          <span>{t('hub.card.bestValueText')}</span>
        </div>
      )}
      {d.preset && (
        <p className={s.warranty}>
          {t(WARRANTY_TEXT)}.{' '}
          <NewTabLink className={p.tap} href={brand.links.warrantyPdf}>
            {t('hub.card.warrantyPdf')}
          </NewTabLink>
        </p>
      )}
      {d.preset && nuts.isPending && <p className={s.small}>{t('hub.card.nutsLoading')}</p>}
      {d.preset && nuts.isError && (
        <ErrorState error={nuts.error} onRetry={() => nuts.refetch()} title={t('hub.card.nutsFailed')} />
      )}
      {nutParts.length > 0 && (
        <p className={s.small}>
          {t('hub.card.nuts', { parts: nutParts.map((n) => `${n.PartNumber} (${n.Description})`).join(', ') })}
        </p>
      )}
      <Link className={s.details} to={`/hub/details/${hub.HubAssemblyNumber}?from=${encodeURIComponent(from)}`}>
        <Rich
          id="hub.card.details"
          values={{ number: hub.HubAssemblyNumber }}
          components={[<span className="visually-hidden" />]}
        />
      </Link>
    </article>
  );
}
