import { use } from 'react';
import { catalogAsOf, catalogDate } from '@wheelend/domain';
import { activeLocale, loadArea, useT } from '../i18n';
import { brand } from '../config';
import { Button } from '../ui/Button';
import { useCatalogDate } from './api';
import s from './Print.module.css';

/** The sheets' texts in the reader's language: a page that shows a sheet (hub details, parts, kits)
 * waits for them under its Suspense, whichever feature it belongs to. A missing text reads as its key. */
export function usePrintTexts() {
  const t = useT();
  if (t('print.print') === 'print.print') use(loadArea('print'));
  return t;
}

/** A part of the page that prints alone, as one Letter sheet: the brand on top, the catalog date below. */
export function PrintSheet({
  children,
  className,
  label,
}: {
  children: React.ReactNode;
  className?: string;
  label?: string;
}) {
  const t = usePrintTexts();
  const imported = useCatalogDate();
  const date = imported ? catalogDate(imported, activeLocale()) : '';
  return (
    <section data-print-sheet className={`${s.sheet} ${className ?? ''}`} aria-label={label}>
      <p className={s.brand}>{brand.name}</p>
      {children}
      {date && <p className={s.asOf}>{t(catalogAsOf(date))}</p>}
    </section>
  );
}

export function PrintButton({ children }: { children?: React.ReactNode }) {
  const t = usePrintTexts();
  return (
    <Button variant="secondary" className={s.noPrint} onClick={() => window.print()}>
      {children ?? t('print.print')}
    </Button>
  );
}
