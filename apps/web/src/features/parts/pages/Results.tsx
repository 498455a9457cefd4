import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import {
  inchFraction,
  partPath,
  partsSections,
  partsTexts,
  socketSize,
  partTypeName,
  PART,
  PART_TYPE,
} from '@wheelend/domain';
import type { AftermarketPart } from '@wheelend/domain/contract';
import { LoadFailed, NoResults } from '../../../shared/finder/NoResults';
import { CompleteJob } from '../../../shared/job/CompleteJob';
import { useHubPartsList, useKit } from '../../../shared/job/api';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Spinner } from '../../../shared/ui/Spinner';
import { ButtonLink } from '../../../shared/ui/Button';
import p from '../../../shared/ui/Page.module.css';
import { useT } from '../../../shared/i18n';
import s from './Parts.module.css';

export default function Results() {
  const { id = '' } = useParams();
  const q = useHubPartsList(id.trim() || undefined);
  const t = useT();
  // A number the catalog does not have, or an address the server refuses (junk, overlong).
  const noResults = (
    <>
      <NoResults />
      <ButtonLink to="/parts/search">{t(partsTexts.returnToSearch)}</ButtonLink>
    </>
  );
  if (!id.trim()) return <Navigate to="/parts/search" replace />;
  if (q.isPending) return <Spinner label={t('parts.results.loading')} />;
  if (q.isError)
    return (
      <section className={p.page}>
        <LoadFailed
          error={q.error}
          onRetry={() => q.refetch()}
          title={t('parts.results.failed')}
          heading={`${t(partsTexts.resultsTitle)} ${id.trim()}`}
          noResults={noResults}
        />
      </section>
    );
  const hub = q.data[0];
  if (!hub || hub.AftermarketParts.length === 0) return <section className={p.page}>{noResults}</section>;
  return (
    <section className={`${p.page} ${p.wide}`}>
      <h1 className={p.title}>
        {t(partsTexts.resultsTitle)}{' '}
        <span className={s.for}>
          {hub.HubAssemblyDescription} <strong>{hub.HubAssemblyNumber}</strong>
        </span>
      </h1>
      {partsSections(hub.AftermarketParts).map((section) => (
        <section key={section.id} className={s.section} aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`}>{t(section.title)}</h2>
          {section.parts.length === 0 ? (
            <p className={p.muted}>{t('parts.results.none')}</p>
          ) : (
            <ul className={s.parts}>
              {section.parts.map((part) => (
                <PartRow key={part.PartNumber} part={part} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <CompleteJob
        hubNumber={hub.HubAssemblyNumber}
        hubDescription={hub.HubAssemblyDescription}
        parts={hub.AftermarketParts}
      />
      <p>
        <Link className={p.tap} to="/parts/search">
          {t(partsTexts.returnToSearch)}
        </Link>
      </p>
    </section>
  );
}

function PartRow({ part }: { part: AftermarketPart }) {
  const path = partPath(part.TypeId, part.PartNumber);
  const size = socketSize(part.PartNumber);
  const t = useT();
  return (
    <li className={s.part}>
      <span className={s.type}>{t(partTypeName(part.TypeId, part.UsageId) ?? PART)}</span>
      <span className={s.number}>
        {path ? (
          <Link className={p.tap} to={path}>
            {part.PartNumber}
          </Link>
        ) : (
          part.PartNumber
        )}
      </span>
      <span className={s.description}>{part.Description}</span>
      {size != null && <span className={s.socket}>{t('parts.results.socket', { size: inchFraction(size) })}</span>}
      {part.TypeId === PART_TYPE.rebuildKit && <KitContents kitNumber={part.PartNumber} />}
    </li>
  );
}

/** The toggle of a rebuild kit row: its inner and outer bearing sets and its seal-and-spacer kit. */
function KitContents({ kitNumber }: { kitNumber: string }) {
  const [open, setOpen] = useState(false);
  const q = useKit('rebuild', open ? kitNumber : undefined);
  const kit = q.data?.[0];
  const panel = `kit-${kitNumber}`;
  const t = useT();
  return (
    <div className={s.toggle}>
      <button
        type="button"
        className={s.toggleButton}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'parts.results.hide' : 'parts.results.show', { kit: kitNumber })}
      </button>
      <div id={panel} hidden={!open}>
        {open && q.isPending && <Spinner label={t('parts.results.kitLoading')} />}
        {q.isError && <ErrorState error={q.error} onRetry={() => q.refetch()} title={t('parts.results.kitFailed')} />}
        {q.isSuccess && !kit && <p>{t('parts.results.kitEmpty')}</p>}
        {kit && (
          <dl className={s.contents}>
            <dt>{t('parts.row.innerBearing')}</dt>
            <dd>{numberLink(PART_TYPE.bearingSet, kit.BearingSetNumberInboard)}</dd>
            <dt>{t('parts.row.outerBearing')}</dt>
            <dd>{numberLink(PART_TYPE.bearingSet, kit.BearingSetNumberOutboard)}</dd>
            <dt>{t('parts.row.sealSpacer')}</dt>
            <dd>{numberLink(PART_TYPE.sealSpacerKit, kit.SealAndSpacerKitNumber)}</dd>
          </dl>
        )}
      </div>
    </div>
  );
}

function numberLink(typeId: number, n: string | null) {
  if (!n) return '—';
  const path = partPath(typeId, n);
  return path ? (
    <Link className={p.tap} to={path}>
      {n}
    </Link>
  ) : (
    n
  );
}
