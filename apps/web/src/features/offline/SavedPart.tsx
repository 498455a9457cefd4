import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { savedSummary } from '../../shared/offline/catalog';
import { ButtonLink } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/ErrorState';
import { Spinner } from '../../shared/ui/Spinner';
import p from '../../shared/ui/Page.module.css';
import s from './Offline.module.css';

/** A part's summary from the saved catalog, for a number found with no connection. */
export default function SavedPart() {
  const number = useParams().number ?? '';
  const q = useQuery({
    queryKey: ['offline', 'summary', number],
    queryFn: () => savedSummary(number),
    networkMode: 'always',
  });
  if (q.isPending) return <Spinner label="Opening the saved summary" />;
  const part = q.data;
  return (
    <section className={p.page}>
      {part ? (
        <>
          <h1 className={p.title}>
            {part.TypeName || 'Part'} {part.Number}
          </h1>
          <p className={p.lead}>{part.Title}</p>
          {part.Specs.length > 0 && (
            <dl className={s.specs}>
              {part.Specs.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className={s.status}>
            From the catalog saved on this device. Images, prices of kits and the full details need a connection.
          </p>
        </>
      ) : (
        <>
          <h1 className={p.title}>Part {number}</h1>
          <EmptyState title="No saved summary for this number">
            <p>The catalog saved on this device has no summary of {number}. Its details need a connection.</p>
          </EmptyState>
        </>
      )}
      <div className={p.actions}>
        <ButtonLink to="/hub">Search another number</ButtonLink>
      </div>
    </section>
  );
}
