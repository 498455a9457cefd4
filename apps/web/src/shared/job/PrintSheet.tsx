import { catalogAsOf, catalogDate } from '@wheelend/domain';
import { activeLocale, loadArea, useT } from '../i18n';
import { brand } from '../config';
import { Button } from '../ui/Button';
import { useCatalogDate } from './api';
import s from './Print.module.css';

// The sheets' texts load with the code of the page that shows one (hub details, parts, kits): the
// page's lazy import resolves once they are here, whichever feature it belongs to.
await loadArea('print');

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
  const t = useT();
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
  const t = useT();
  return (
    <Button variant="secondary" className={s.noPrint} onClick={() => window.print()}>
      {children ?? t('print.print')}
    </Button>
  );
}
