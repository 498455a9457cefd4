import { Link, useLocation } from 'react-router';
import { Pager, usePage } from '../../../shared/finder/Pager';
import { brand } from '../../../shared/config';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Spinner } from '../../../shared/ui/Spinner';
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
  resultsLayout,
  showUnitized,
  WARRANTY_TEXT,
} from '@wheelend/domain';
import { hubDisplay } from './display';
import s from './Results.module.css';
import p from '../../../shared/ui/Page.module.css';
import { useT } from '../../../shared/i18n/useT';

/** The matching hubs for the chosen filters: 'Success!' with one or two cards, or one at a time with a pager. */
export function Results({ filters, pathFor }: { filters: Filters; pathFor: (f: Filters) => string }) {
  const hubs = useMatchingHubs(hubPairs(filters));
  const longPairs = longStudPairs(filters);
  const longHubs = useMatchingHubs(longPairs ?? '', longPairs !== undefined);
  const longStud = longPairs !== undefined;
  const [page, setPage] = usePage(hubs.data?.length ?? 0);
  const location = useLocation();
  const t = useT();
  const from = location.pathname + location.search;

  if (showUnitized(filters)) {
    return (
      <section className={p.page}>
        <h1 className={p.title}>Unitized hub assembly</h1>
        <p className={p.note}>{messages.unitized}</p>
      </section>
    );
  }
  if (hubs.isPending) return <Spinner label={messages.receiving} />;
  if (hubs.isError)
    return <ErrorState error={hubs.error} onRetry={() => hubs.refetch()} title="We could not load the matching hubs" />;
  const list = hubs.data;
  if (list.length === 0) {
    return (
      <section className={p.page}>
        <h1 className={p.title}>{t(messages.noResultsTitle)}</h1>
        <p className={p.panel}>
          No hub matches every answer you gave. Go back and change an answer, or call{' '}
          <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</a> to speak to a Customer Service
          Representative.
        </p>
      </section>
    );
  }

  const paged = resultsLayout(list.length) === 'paged';
  const shown = paged ? [list[page - 1]] : list;
  const material = askMaterial(filters, list.length);
  const materialLink = (id: number) => pathFor(withChoice(filters, 'hcmty', id));

  return (
    <section className={`${p.page} ${p.wide}`}>
      <h1 className={p.success}>{messages.success}</h1>
      <p className={p.lead}>{messages.meetParameters}</p>
      {material && (
        <div className={p.panel} role="group" aria-labelledby="material-q">
          <h2 id="material-q" className={s.question}>
            Which hub material do you need?
          </h2>
          <div className={p.actions}>
            <Link className={p.choice} to={materialLink(HCMTY.iron)} style={{ width: 'auto' }}>
              Iron
            </Link>
            <Link className={p.choice} to={materialLink(HCMTY.aluminum)} style={{ width: 'auto' }}>
              Aluminum
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
          <h2 className={s.question}>Long stud versions</h2>
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
        <ErrorState
          error={longHubs.error}
          onRetry={() => longHubs.refetch()}
          title="We could not load the long stud versions"
        />
      )}
    </section>
  );
}

function HubCard({ hub, from }: { hub: Hub; from: string }) {
  const d = hubDisplay(hub);
  const nuts = useSpindleNuts(d.preset ? hub.HubAssemblyNumber : undefined);
  const nutParts = nuts.data?.[0]?.AftermarketParts ?? [];
  return (
    <article className={s.card} aria-labelledby={`hub-${hub.HubAssemblyNumber}`}>
      <h2 className={d.available ? s.good : s.bad}>{d.heading}</h2>
      <PartImage guid={hub.ImageGuid} alt={`Hub assembly ${hub.HubAssemblyNumber}`} className={s.image} />
      <p className={s.kind}>{d.preset ? 'PreSet' : 'Conventional'}</p>
      <h3 id={`hub-${hub.HubAssemblyNumber}`} className={s.number}>
        {hub.HubAssemblyNumber}
      </h3>
      <p className={s.desc}>{hub.AftermarketDescription}</p>
      <ul className={s.points}>
        {d.points.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      {d.bestValue && (
        <div className={s.best}>
          <strong>Best Value</strong>
          <span>Lowest cost of ownership: pre-adjusted bearings and the extended warranty.</span>
        </div>
      )}
      {d.preset && (
        <p className={s.warranty}>
          {WARRANTY_TEXT}.{' '}
          <a href={brand.links.warrantyPdf} target="_blank" rel="noreferrer">
            Warranty details (PDF)
          </a>
        </p>
      )}
      {d.preset && nuts.isPending && <p className={s.small}>Loading spindle nut kits...</p>}
      {d.preset && nuts.isError && (
        <ErrorState error={nuts.error} onRetry={() => nuts.refetch()} title="We could not load the spindle nut kits" />
      )}
      {nutParts.length > 0 && (
        <p className={s.small}>
          PreSet Plus Spindle Nut Kit: {nutParts.map((n) => `${n.PartNumber} (${n.Description})`).join(', ')}
        </p>
      )}
      <Link className={s.details} to={`/hub/details/${hub.HubAssemblyNumber}?from=${encodeURIComponent(from)}`}>
        See Details<span className="visually-hidden"> of {hub.HubAssemblyNumber}</span>
      </Link>
    </article>
  );
}
