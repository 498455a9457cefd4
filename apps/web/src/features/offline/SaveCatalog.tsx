import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '@wheelend/domain';
import { activeLocale, textOf, useT, type T } from '../../shared/i18n';
import { Button } from '../../shared/ui/Button';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Spinner } from '../../shared/ui/Spinner';
import { catalogInfo, downloadCatalog, loadSaved, removeCatalog, useSavedCatalog } from '../../shared/offline/catalog';
import { savedOnText } from '../../shared/offline/ui';
import p from '../../shared/ui/Page.module.css';
import s from './Offline.module.css';

export const megabytes = (t: T, bytes: number) =>
  bytes < 100_000
    ? t('offline.size.kb', { n: formatNumber(Math.max(1, Math.round(bytes / 1000)), activeLocale()) })
    : t('offline.size.mb', {
        n: formatNumber(bytes / 1_000_000, activeLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      });

/** 'Save the catalog for offline use': its size first, its progress during the download, then what is saved. */
export default function SaveCatalog() {
  const t = useT();
  const { saved, progress, error } = useSavedCatalog();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    void loadSaved().then(() => setChecked(true));
  }, []);
  const info = useQuery({ queryKey: ['offline', 'info'], queryFn: catalogInfo, retry: false, staleTime: 0 });
  const upToDate = !!saved?.current && !!info.data && info.data.Version === saved.version;

  return (
    <section className={p.page}>
      <h1 className={p.title}>{t('offline.save.title')}</h1>
      <p className={p.lead}>{t('offline.save.lead')}</p>
      {!checked && <Spinner label={t('offline.save.reading')} />}
      {saved && (
        <p className={s.status} data-testid="saved-status">
          {t(upToDate ? 'offline.save.statusUpToDate' : 'offline.save.status', {
            date: savedOnText(saved.savedAt),
            count: saved.numbers,
            version: saved.version,
          })}
        </p>
      )}
      {info.isPending && !progress && <Spinner label={t('offline.save.asking')} />}
      {info.isError && (
        <ErrorState error={info.error} onRetry={() => void info.refetch()} title={t('offline.save.askFailed')} />
      )}
      {info.data && !progress && !upToDate && (
        <div className={p.actions}>
          <Button onClick={() => void downloadCatalog(info.data).catch(() => undefined)}>
            {t(saved ? 'offline.save.update' : 'offline.save.save', { size: megabytes(t, info.data.Bytes) })}
          </Button>
        </div>
      )}
      {info.data && !progress && !upToDate && (
        <p className={s.size}>
          {t('offline.save.size', { size: megabytes(t, info.data.Bytes), count: info.data.Numbers })}
        </p>
      )}
      {progress && (
        <div className={s.progress}>
          <label htmlFor="catalog-progress">{t('offline.save.saving')}</label>
          <progress id="catalog-progress" max={progress.total} value={progress.done} />
          <span aria-hidden="true">{Math.floor((100 * progress.done) / Math.max(1, progress.total))}%</span>
        </div>
      )}
      {error && (
        <p className={s.error} role="alert">
          {textOf(t, error)}
        </p>
      )}
      {saved && !progress && (
        <div className={p.actions}>
          <Button variant="secondary" onClick={() => void removeCatalog()}>
            {t('offline.save.remove')}
          </Button>
        </div>
      )}
    </section>
  );
}
