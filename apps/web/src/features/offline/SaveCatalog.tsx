import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../shared/ui/Button';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Spinner } from '../../shared/ui/Spinner';
import { catalogInfo, downloadCatalog, loadSaved, removeCatalog, useSavedCatalog } from '../../shared/offline/catalog';
import { savedOnText } from '../../shared/offline/ui';
import p from '../../shared/ui/Page.module.css';
import s from './Offline.module.css';

export const megabytes = (bytes: number) =>
  bytes < 100_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

/** 'Save the catalog for offline use': its size first, its progress during the download, then what is saved. */
export default function SaveCatalog() {
  const { saved, progress, error } = useSavedCatalog();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    void loadSaved().then(() => setChecked(true));
  }, []);
  const info = useQuery({ queryKey: ['offline', 'info'], queryFn: catalogInfo, retry: false, staleTime: 0 });
  const upToDate = !!saved && !!info.data && info.data.Version === saved.version;

  return (
    <section className={p.page}>
      <h1 className={p.title}>Save the catalog for offline use</h1>
      <p className={p.lead}>
        With the catalog saved on this device, a part number typed where there is no signal still finds its part and
        opens its summary. It is kept up to date by itself whenever you are online.
      </p>
      {!checked && <Spinner label="Reading what is saved on this device" />}
      {saved && (
        <p className={s.status} data-testid="saved-status">
          Saved on {savedOnText(saved.savedAt)}: {saved.numbers.toLocaleString()} part numbers, catalog version{' '}
          {saved.version}
          {upToDate ? ', up to date.' : '.'}
        </p>
      )}
      {info.isPending && !progress && <Spinner label="Asking the size of the download" />}
      {info.isError && (
        <ErrorState
          error={info.error}
          onRetry={() => void info.refetch()}
          title="We could not ask the size of the download"
        />
      )}
      {info.data && !progress && !upToDate && (
        <div className={p.actions}>
          <Button onClick={() => void downloadCatalog(info.data).catch(() => undefined)}>
            {saved ? 'Update' : 'Save'} the catalog ({megabytes(info.data.Bytes)})
          </Button>
        </div>
      )}
      {info.data && !progress && !upToDate && (
        <p className={s.size}>
          The download is {megabytes(info.data.Bytes)} for {info.data.Numbers.toLocaleString()} part numbers.
        </p>
      )}
      {progress && (
        <div className={s.progress}>
          <label htmlFor="catalog-progress">Saving the catalog</label>
          <progress id="catalog-progress" max={progress.total} value={progress.done} />
          <span aria-hidden="true">{Math.floor((100 * progress.done) / Math.max(1, progress.total))}%</span>
        </div>
      )}
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      {saved && !progress && (
        <div className={p.actions}>
          <Button variant="secondary" onClick={() => void removeCatalog()}>
            Remove the saved catalog
          </Button>
        </div>
      )}
    </section>
  );
}
