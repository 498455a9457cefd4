import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { brand } from '../../../shared/config';
import { ButtonLink } from '../../../shared/ui/Button';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Spinner } from '../../../shared/ui/Spinner';
import { hubApi, list } from '../api/hooks';
import p from '../components/Page.module.css';

export default function NotAvailable() {
  const { id = '' } = useParams();
  const q = useQuery({ queryKey: ['hub', 'parts', id, '115'], queryFn: () => hubApi.parts(id, '115').then(list) });
  const found = q.data?.[0];
  return (
    <section className={p.page}>
      <h1 className={p.title}>Hub {id} is not available</h1>
      {q.isPending && <Spinner label="Looking up the hub" />}
      {q.isError && <ErrorState error={q.error} onRetry={() => q.refetch()} title="We could not look up this hub" />}
      {found && (
        <div className={p.panel}>
          <p style={{ margin: 0 }}><strong>{found.HubAssemblyNumber}</strong> {found.HubAssemblyDescription}</p>
          {found.AftermarketParts.length > 0 && (
            <ul>
              {found.AftermarketParts.map((x) => <li key={x.PartNumber}>{x.PartNumber} {x.Description}</li>)}
            </ul>
          )}
        </div>
      )}
      <p className={p.note}>
        This hub is no longer available. Please contact {brand.name} Customer Service for options:{' '}
        <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</a> or the{' '}
        <a href={brand.links.contact} target="_blank" rel="noreferrer">contact page</a>.
      </p>
      <div className={p.actions}>
        <ButtonLink to="/hub/truck-type">Find a hub by questions</ButtonLink>
        <ButtonLink variant="secondary" to="/hub">New search</ButtonLink>
      </div>
    </section>
  );
}
