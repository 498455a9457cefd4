import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Link, useParams, useSearchParams } from 'react-router';
import { brand } from '../../../shared/config';
import { isRefused } from '../../../shared/api';
import { EmptyState, ErrorState } from '../../../shared/ui/ErrorState';
import { Spinner } from '../../../shared/ui/Spinner';
import { ButtonLink } from '../../../shared/ui/Button';
import { useHubDetails, useHubParts, useRebuildKit } from '../api/hooks';
import { PART, partTypeName, PART_TYPE, showRebuildKit } from '@wheelend/domain';
import { homeSearchPath } from '@wheelend/domain/finder';
import type { Hub } from '@wheelend/domain/contract';
import { PartImage } from '../../../shared/finder/PartImage';
import { hubDisplay, noteParts, specRows } from '../components/display';
import { textOf, useT } from '../../../shared/i18n';
import { NoResults } from '../../../shared/finder/NoResults';
import { SpecsTable } from '../../../shared/finder/SpecsTable';
import { NewTabLink } from '../../../shared/ui/NewTabLink';
import { slashBreaks } from '../../../shared/ui/slashBreaks';
import { backLabel, returnPath } from './returnPath';
import { CompleteJob } from '../../../shared/job/CompleteJob';
import p from '../../../shared/ui/Page.module.css';
import s from './Details.module.css';
import st from '../../../shared/finder/SpecsTable.module.css';

export default function Details() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  // Opened from a link, not from results: the results are the home search's for this number.
  const back = returnPath(params.get('from'), homeSearchPath(id));
  const q = useHubDetails([id]);
  const t = useT();

  if (q.isPending) return <Spinner label={t('hub.details.loading')} />;
  const notFound = q.isError && isRefused(q.error);
  if (q.isError && !notFound)
    return (
      <section className={p.page}>
        <ErrorState
          error={q.error}
          onRetry={() => q.refetch()}
          title={t('hub.details.failed')}
          heading={t('hub.details.title')}
        />
      </section>
    );
  const hub = q.data?.Results[0];
  if (!hub) {
    return (
      <section className={p.page}>
        <NoResults />
        <ButtonLink to={back}>{t(backLabel(back))}</ButtonLink>
      </section>
    );
  }
  return <HubDetails hub={hub} back={back} />;
}

function HubDetails({ hub, back }: { hub: Hub; back: string }) {
  const t = useT();
  const d = hubDisplay(hub);
  const rows = specRows(hub).map((r) => ({ label: t(r.label), value: textOf(t, r.value) }));
  const parts = useHubParts(hub.HubAssemblyNumber);
  const partList = (parts.data?.[0]?.AftermarketParts ?? []).filter((x) => x.TypeId !== PART_TYPE.hubAssembly);
  const kitNumber = partList.find((x) => x.TypeId === PART_TYPE.rebuildKit)?.PartNumber;
  const showKit = !!kitNumber && showRebuildKit(hub.HubAssemblyNumber, brand.hiddenRebuildKitHubs);
  const main = hub.Images?.find((i) => i.ImageTypeId === 1)?.ImageGuid ?? hub.ImageGuid;
  return (
    <section className={`${p.page} ${p.wide}`}>
      <h1 className={p.title}>{t('hub.details.title')}</h1>
      <div className={s.top}>
        <PartImage
          guid={main}
          alt={t('hub.card.image', { number: hub.HubAssemblyNumber })}
          size={300}
          className={s.image}
        />
        <div className={s.summary}>
          <h2 className={s.number}>{hub.HubAssemblyNumber}</h2>
          <p className={p.lead}>{hub.AftermarketDescription}</p>
          <p className={d.status === 'Available' ? s.available : s.unavailable}>
            <span className="visually-hidden">{t('hub.status.label')}</span>
            {t(d.statusText)}
          </p>
          {d.statusMessage && <p className={p.note}>{t(d.statusMessage)}</p>}
          <div className={p.actions}>
            <ButtonLink to={back}>{t(backLabel(back))}</ButtonLink>
            <ButtonLink variant="secondary" to={`/hub/email?part=${encodeURIComponent(hub.HubAssemblyNumber)}`}>
              {t('hub.details.email')}
            </ButtonLink>
          </div>
        </div>
      </div>
      {hub.GawrNote?.Text && (
        <p className={p.info}>
          {noteParts(hub.GawrNote).map((part, i) =>
            typeof part === 'string' ? (
              part
            ) : (
              <NewTabLink key={i} href={part.url}>
                {part.title}
              </NewTabLink>
            ),
          )}
        </p>
      )}
      <SpecsTable rows={rows} />
      {showKit && <RebuildKit kitNumber={kitNumber} />}
      {parts.isPending && <Spinner label={t('hub.details.partsLoading')} />}
      {parts.isError && (
        <ErrorState error={parts.error} onRetry={() => parts.refetch()} title={t('hub.details.partsFailed')} />
      )}
      {partList.length > 0 && (
        <table className={st.specs}>
          <caption className={st.caption}>{t('hub.details.parts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('hub.details.part')}</th>
              <th scope="col">{t('hub.details.numberAndDescription')}</th>
            </tr>
          </thead>
          <tbody>
            {partList.map((x) => (
              <tr key={x.PartNumber}>
                <th scope="row">{t(partTypeName(x.TypeId, x.UsageId) ?? PART)}</th>
                <td>
                  <strong>{x.PartNumber}</strong> {slashBreaks(x.Description)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {parts.data?.[0] && (
        <CompleteJob
          hubNumber={hub.HubAssemblyNumber}
          hubDescription={hub.AftermarketDescription}
          parts={parts.data[0].AftermarketParts}
        />
      )}
    </section>
  );
}

function RebuildKit({ kitNumber }: { kitNumber: string }) {
  const q = useRebuildKit(kitNumber);
  const t = useT();
  return (
    <Disclosure className={s.disclosure}>
      <Heading level={2} className={s.discHeading}>
        <AriaButton slot="trigger" className={s.discButton}>
          <span aria-hidden="true" className={s.chevron}>
            ›
          </span>
          {t('hub.kit.title', { number: kitNumber })}
        </AriaButton>
      </Heading>
      <DisclosurePanel className={s.discPanel}>
        {q.isPending && <Spinner label={t('hub.kit.loading')} />}
        {q.isError && <ErrorState error={q.error} onRetry={() => q.refetch()} title={t('hub.kit.failed')} />}
        {q.isSuccess && q.data.length === 0 && <EmptyState title={t('hub.kit.empty')} />}
        {q.isSuccess && q.data[0] && (
          <dl className={s.kit}>
            <dt>{t('hub.kit.kit')}</dt>
            <dd>{q.data[0].PreSetPreSetPlusHubRebuildKitNumber}</dd>
            <dt>{t('hub.kit.inboard')}</dt>
            <dd>{q.data[0].BearingSetNumberInboard}</dd>
            <dt>{t('hub.kit.outboard')}</dt>
            <dd>{q.data[0].BearingSetNumberOutboard}</dd>
            <dt>{t('hub.kit.seal')}</dt>
            <dd>{q.data[0].SealAndSpacerKitNumber}</dd>
          </dl>
        )}
        <p>
          <Link className={p.tap} to={`/hub/hub-rebuild-kits-detail/${encodeURIComponent(kitNumber)}`}>
            {t('hub.kit.open')}
          </Link>
        </p>
      </DisclosurePanel>
    </Disclosure>
  );
}
