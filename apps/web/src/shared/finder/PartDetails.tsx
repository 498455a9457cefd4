import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { finderTexts } from '@wheelend/domain/finder';
import { Spinner } from '../ui/Spinner';
import { LoadFailed, NoResults } from './NoResults';
import { PartImage } from './PartImage';
import p from '../ui/Page.module.css';
import c from './PartCard.module.css';
import { useT } from '../i18n/useT';

type Part = { Images: { ImageGuid: string; ImageTypeId: number }[] };

/** A part's Product Details page: loading, a failed call with Retry, no such part, or the part's
 * drawing, number and `children` (its specs table, notes, interchanges) with Return to results. */
export function PartDetails<T extends Part>({
  query,
  number,
  back,
  children,
}: {
  query: UseQueryResult<T | null, unknown>;
  number: (part: T) => string;
  /** Where Return to results goes when the page was not opened from a result list. */
  back: string;
  children: (part: T) => React.ReactNode;
}) {
  const t = useT();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const part = query.data;
  return (
    <section className={p.page}>
      {query.isPending ? (
        <Spinner label={finderTexts.receiving} />
      ) : query.isError ? (
        <LoadFailed
          error={query.error}
          onRetry={() => query.refetch()}
          title={t('common.finder.detailsFailed')}
          heading={t('common.finder.details')}
        />
      ) : !part ? (
        <NoResults />
      ) : (
        <>
          <h1 className={p.title}>{t('common.finder.details')}</h1>
          <div className={c.card}>
            <PartImage
              guid={(part.Images.find((i) => i.ImageTypeId === 1) ?? part.Images[0])?.ImageGuid}
              alt={t('common.finder.drawing', { number: number(part) })}
              size={400}
              className={c.image}
            />
            <div className={c.body}>
              <h2 className={c.number}>{number(part)}</h2>
              {children(part)}
            </div>
          </div>
        </>
      )}
      <Link className={p.tap} to={from ?? back}>
        {t('common.finder.returnToResults')}
      </Link>
    </section>
  );
}
