import { Fragment } from 'react';
import { useSearchParams } from 'react-router';
import { pageWindow } from '@wheelend/domain/finder';
import s from './Pager.module.css';
import { useT } from '../i18n/useT';

/** The result page shown, kept in the address as ?page=N (1-based, clamped to the results). */
export function usePage(count: number): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.min(Math.max(Math.trunc(Number(params.get('page'))) || 1, 1), Math.max(count, 1));
  const go = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next, { replace: true });
  };
  return [page, go];
}

/** Previous and next (disabled at the ends) around 'Result N of M', and below them buttons for the
 * first, the last, the page shown and its neighbours, an ellipsis for the pages between. At an end
 * Previous or Next stays focusable (marked disabled), so the keyboard focus is not lost there. */
export function Pager({
  page,
  labels,
  onPage,
}: {
  page: number;
  /** One accessible name per result, e.g. its part number. */
  labels: string[];
  onPage: (page: number) => void;
}) {
  const t = useT();
  const count = labels.length;
  const step = (to: number, off: boolean, text: string) => (
    <button
      type="button"
      className={s.step}
      aria-disabled={off || undefined}
      onClick={() => {
        if (!off) onPage(to);
      }}
    >
      {text}
    </button>
  );
  return (
    <nav aria-label={t('common.finder.pages')} className={s.pager}>
      <div className={s.steps}>
        {step(page - 1, page <= 1, t('common.finder.previous'))}
        <p className={s.count}>{t('common.finder.result', { page, count })}</p>
        {step(page + 1, page >= count, t('common.finder.next'))}
      </div>
      <ul>
        {pageWindow(page, count).map((n, i, shown) => (
          <Fragment key={n}>
            {i > 0 && n - shown[i - 1] > 1 && (
              <li className={s.gap} aria-hidden="true">
                …
              </li>
            )}
            <li>
              <button
                type="button"
                className={s.page}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('common.finder.resultLabel', { n, label: labels[n - 1] })}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}
