import type { UseQueryResult } from '@tanstack/react-query';
import { finderTexts } from '@wheelend/domain/finder';
import { Spinner } from '../ui/Spinner';
import { NoResults, ResultsFailed } from './NoResults';
import { Pager, usePage } from './Pager';
import p from '../ui/Page.module.css';
import { textOf, useT, type Text } from '../i18n/useT';

/** A result list shown one part at a time: loading, a failed call with Retry, no results, or the
 * part with Previous and Next (disabled at the ends) when there are more. The page is in the address. */
export function PartResults<T>({
  query,
  title,
  lead,
  label,
  render,
  instead,
  noResults = <NoResults />,
}: {
  query: UseQueryResult<T[], unknown>;
  title: Text;
  lead?: React.ReactNode;
  /** The part number of a result, for its page button. */
  label: (item: T) => string;
  render: (item: T) => React.ReactNode;
  /** A screen shown instead of recommending these parts (a Bendix Splined rotor), else nothing. */
  instead?: (items: T[]) => React.ReactNode;
  /** The no-results screen, with the finder's next steps. */
  noResults?: React.ReactNode;
}) {
  const items = query.data ?? [];
  const [page, setPage] = usePage(items.length);
  const t = useT();
  if (query.isPending) return <Spinner label={finderTexts.receiving} />;
  if (query.isError) return <ResultsFailed query={query} noResults={noResults} />;
  if (items.length === 0) return noResults;
  const other = instead?.(items);
  if (other) return other;
  return (
    <>
      <h1 className={p.success}>{textOf(t, title)}</h1>
      {lead}
      {render(items[page - 1])}
      {items.length > 1 && <Pager page={page} labels={items.map(label)} onPage={setPage} />}
    </>
  );
}
