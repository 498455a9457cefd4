import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useT } from '../../shared/i18n';
import { savedSummary } from '../../shared/offline/catalog';
import { ButtonLink } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/ErrorState';
import { Spinner } from '../../shared/ui/Spinner';
import p from '../../shared/ui/Page.module.css';
import s from './Offline.module.css';

/** A part's summary from the saved catalog, for a number found with no connection. */
export default function SavedPart() {
  const t = useT();
  const number = useParams().number ?? '';
  const q = useQuery({
    queryKey: ['offline', 'summary', number],
    queryFn: () => savedSummary(number),
    networkMode: 'always',
  });
  if (q.isPending) return <Spinner label={t('offline.part.opening')} />;
  const part = q.data;
  return (
    <section className={p.page}>
      {part ? (
        <>
          <h1 className={p.title}>
            {part.TypeName
              ? t('offline.part.title', { type: part.TypeName, number: part.Number })
              : t('offline.part.part', { number: part.Number })}
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
          <p className={s.status}>{t('offline.part.note')}</p>
        </>
      ) : (
        <>
          <h1 className={p.title}>{t('offline.part.part', { number })}</h1>
          <EmptyState title={t('offline.part.none')}>
            <p>{t('offline.part.noneText', { number })}</p>
          </EmptyState>
        </>
      )}
      <div className={p.actions}>
        <ButtonLink to="/hub">{t('offline.part.another')}</ButtonLink>
      </div>
    </section>
  );
}
