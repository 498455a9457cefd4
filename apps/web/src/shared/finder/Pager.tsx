import { useSearchParams } from 'react-router';
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

/** Previous and next (disabled at the ends) and a button per result. */
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
  return (
    <nav aria-label={t('common.finder.pages')} className={s.pager}>
      <p className={s.count}>{t('common.finder.result', { page, count })}</p>
      <ul>
        <li>
          <button type="button" className={s.step} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('common.finder.previous')}
          </button>
        </li>
        {labels.map((label, i) => (
          <li key={`${i}-${label}`}>
            <button
              type="button"
              className={s.page}
              aria-current={i + 1 === page ? 'page' : undefined}
              aria-label={t('common.finder.resultLabel', { n: i + 1, label })}
              onClick={() => onPage(i + 1)}
            >
              {i + 1}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={s.step} disabled={page >= count} onClick={() => onPage(page + 1)}>
            {t('common.finder.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
