import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Link, useParams, useSearchParams } from 'react-router';
import { brand } from '../../../shared/config';
import { isRefused } from '../../../shared/api';
import { EmptyState, ErrorState } from '../../../shared/ui/ErrorState';
import { Spinner } from '../../../shared/ui/Spinner';
import { ButtonLink } from '../../../shared/ui/Button';
import { useHubDetails, useHubParts, useRebuildKit } from '../api/hooks';
import { PART, partTypeName, PART_TYPE, showRebuildKit } from '@wheelend/domain';
import { useT } from '../../../shared/i18n';
import type { Hub } from '@wheelend/domain/contract';
import { PartImage } from '../../../shared/finder/PartImage';
import { hubDisplay, noteParts, specRows } from '../components/display';
import { NoResultsMessage } from '../../../shared/finder/NoResults';
import { SpecsTable } from '../../../shared/finder/SpecsTable';
import { returnPath } from './returnPath';
import { CompleteJob } from '../../../shared/job/CompleteJob';
import p from '../../../shared/ui/Page.module.css';
import s from './Details.module.css';
import t from '../../../shared/finder/SpecsTable.module.css';

export default function Details() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const back = returnPath(params.get('from'), '/hub');
  const q = useHubDetails([id]);

  if (q.isPending) return <Spinner label="Loading hub details" />;
  const notFound = q.isError && isRefused(q.error);
  if (q.isError && !notFound)
    return <ErrorState error={q.error} onRetry={() => q.refetch()} title="We could not load this hub" />;
  const hub = q.data?.Results[0];
  if (!hub) {
    return (
      <section className={p.page}>
        <NoResultsMessage />
        <ButtonLink to={back}>Return to results</ButtonLink>
      </section>
    );
  }
  return <HubDetails hub={hub} back={back} />;
}

function HubDetails({ hub, back }: { hub: Hub; back: string }) {
  const say = useT();
  const d = hubDisplay(hub);
  const rows = specRows(hub);
  const parts = useHubParts(hub.HubAssemblyNumber);
  const partList = (parts.data?.[0]?.AftermarketParts ?? []).filter((x) => x.TypeId !== PART_TYPE.hubAssembly);
  const kitNumber = partList.find((x) => x.TypeId === PART_TYPE.rebuildKit)?.PartNumber;
  const showKit = !!kitNumber && showRebuildKit(hub.HubAssemblyNumber, brand.hiddenRebuildKitHubs);
  const main = hub.Images?.find((i) => i.ImageTypeId === 1)?.ImageGuid ?? hub.ImageGuid;
  return (
    <section className={`${p.page} ${p.wide}`}>
      <h1 className={p.title}>Product Details</h1>
      <div className={s.top}>
        <PartImage guid={main} alt={`Hub assembly ${hub.HubAssemblyNumber}`} size={300} className={s.image} />
        <div className={s.summary}>
          <h2 className={s.number}>{hub.HubAssemblyNumber}</h2>
          <p className={p.lead}>{hub.AftermarketDescription}</p>
          <p className={d.statusText === 'Available' ? s.available : s.unavailable}>
            <span className="visually-hidden">Status: </span>
            {d.statusText}
          </p>
          {d.statusMessage && <p className={p.note}>{d.statusMessage}</p>}
          <div className={p.actions}>
            <ButtonLink to={back}>Return to results</ButtonLink>
            <ButtonLink variant="secondary" to={`/hub/email?part=${encodeURIComponent(hub.HubAssemblyNumber)}`}>
              Email this product
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
              <a key={i} href={part.url} target="_blank" rel="noreferrer">
                {part.title}
              </a>
            ),
          )}
        </p>
      )}
      <SpecsTable rows={rows} />
      {showKit && <RebuildKit kitNumber={kitNumber} />}
      {parts.isPending && <Spinner label="Loading the service parts" />}
      {parts.isError && (
        <ErrorState error={parts.error} onRetry={() => parts.refetch()} title="We could not load the service parts" />
      )}
      {partList.length > 0 && (
        <table className={t.specs}>
          <caption className={t.caption}>Service parts for this hub</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Number and description</th>
            </tr>
          </thead>
          <tbody>
            {partList.map((x) => (
              <tr key={x.PartNumber}>
                <th scope="row">{say(partTypeName(x.TypeId, x.UsageId) ?? PART)}</th>
                <td>
                  <strong>{x.PartNumber}</strong> {x.Description}
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
  return (
    <Disclosure className={s.disclosure}>
      <Heading level={2} className={s.discHeading}>
        <AriaButton slot="trigger" className={s.discButton}>
          <span aria-hidden="true" className={s.chevron}>
            ›
          </span>
          Rebuild kit {kitNumber}
        </AriaButton>
      </Heading>
      <DisclosurePanel className={s.discPanel}>
        {q.isPending && <Spinner label="Loading the rebuild kit" />}
        {q.isError && (
          <ErrorState error={q.error} onRetry={() => q.refetch()} title="We could not load the rebuild kit" />
        )}
        {q.isSuccess && q.data.length === 0 && <EmptyState title="No details for this rebuild kit yet." />}
        {q.isSuccess && q.data[0] && (
          <dl className={s.kit}>
            <dt>PreSet/PreSet Plus Hub Rebuild Kit</dt>
            <dd>{q.data[0].PreSetPreSetPlusHubRebuildKitNumber}</dd>
            <dt>Bearing Set Inboard</dt>
            <dd>{q.data[0].BearingSetNumberInboard}</dd>
            <dt>Bearing Set Outboard</dt>
            <dd>{q.data[0].BearingSetNumberOutboard}</dd>
            <dt>Seal and Spacer Kit</dt>
            <dd>{q.data[0].SealAndSpacerKitNumber}</dd>
          </dl>
        )}
        <p>
          <Link to={`/hub/hub-rebuild-kits-detail/${encodeURIComponent(kitNumber)}`}>Open the rebuild kit page</Link>
        </p>
      </DisclosurePanel>
    </Disclosure>
  );
}
