import { Link, Navigate, useParams } from 'react-router';
import { displayStatus, notAvailableMessage, PART_TYPE } from '@wheelend/domain';
import { isRefused } from '../../../shared/api';
import { brand } from '../../../shared/config';
import { NewTabLink } from '../../../shared/ui/NewTabLink';
import { NoResults } from '../../../shared/finder/NoResults';
import { ButtonLink } from '../../../shared/ui/Button';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Spinner } from '../../../shared/ui/Spinner';
import { useHubParts } from '../api/hooks';
import { notAvailableView } from '../components/display';
import { Rich, useT } from '../../../shared/i18n';
import p from '../../../shared/ui/Page.module.css';

/** A hub without a filter set: its number, the parts still listed for it, and whom to call. A number
 * that names no hub (or that the server refuses) finds nothing; an available hub is its details. */
export default function NotAvailable() {
  const { id = '' } = useParams();
  const t = useT();
  const q = useHubParts(id);
  const found = q.data?.[0];
  if (q.isPending) return <Spinner label={t('hub.notAvailable.loading')} />;
  if (q.isError && !isRefused(q.error)) {
    const failed = t('hub.notAvailable.failed');
    return (
      <section className={p.page}>
        <ErrorState error={q.error} onRetry={() => q.refetch()} title={failed} heading={failed} />
      </section>
    );
  }
  const actions = (
    <div className={p.actions}>
      <ButtonLink to="/hub/truck-type">{t('hub.notAvailable.questions')}</ButtonLink>
      <ButtonLink variant="secondary" to="/hub">
        {t('hub.newSearch')}
      </ButtonLink>
    </div>
  );
  if (!found)
    return (
      <section className={p.page}>
        <NoResults />
        {actions}
      </section>
    );
  const number = found.HubAssemblyNumber;
  if (notAvailableView(found) === 'details')
    return <Navigate to={`/hub/details/${encodeURIComponent(number)}`} replace />;
  const hubs = found.AftermarketParts.filter((x) => x.TypeId === PART_TYPE.hubAssembly && x.PartNumber !== number);
  const parts = found.AftermarketParts.filter((x) => x.TypeId !== PART_TYPE.hubAssembly);
  const madeToOrder = displayStatus(found.Status, found.IsAftermarket) === 'Made To Order';
  return (
    <section className={p.page}>
      <h1 className={p.title}>
        {madeToOrder ? t('hub.notAvailable.madeToOrder', { number }) : t('hub.notAvailable.title', { number })}
      </h1>
      <p className={p.note}>
        {t(notAvailableMessage(found.Status, found.IsAftermarket, brand.name))}
        <Rich
          id="hub.notAvailable.call"
          values={{ phone: brand.phone }}
          components={[
            <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`} />,
            <NewTabLink href={brand.links.contact} />,
          ]}
        />
      </p>
      <div className={p.panel}>
        <p style={{ margin: 0 }}>
          <strong>{found.HubAssemblyNumber}</strong> {found.HubAssemblyDescription}
        </p>
        {hubs.length > 0 && (
          <>
            <h2 className={p.subtitle}>{t('hub.notAvailable.hubs')}</h2>
            <ul>
              {hubs.map((x) => (
                <li key={x.PartNumber}>
                  <Link to={`/hub/details/${encodeURIComponent(x.PartNumber)}`}>{x.PartNumber}</Link> {x.Description}
                </li>
              ))}
            </ul>
          </>
        )}
        {parts.length > 0 && (
          <>
            <h2 className={p.subtitle}>{t('hub.notAvailable.parts')}</h2>
            <ul>
              {parts.map((x) => (
                <li key={x.PartNumber}>
                  <strong>{x.PartNumber}</strong> {x.Description}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {actions}
    </section>
  );
}
