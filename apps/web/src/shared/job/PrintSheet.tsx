import { catalogAsOf } from '@wheelend/domain';
import { brand } from '../config';
import { Button } from '../ui/Button';
import { useCatalogDate } from './api';
import s from './Print.module.css';

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
  const date = useCatalogDate();
  return (
    <section data-print-sheet className={`${s.sheet} ${className ?? ''}`} aria-label={label}>
      <p className={s.brand}>{brand.name}</p>
      {children}
      {date && <p className={s.asOf}>{catalogAsOf(date)}</p>}
    </section>
  );
}

export function PrintButton({ children = 'Print' }: { children?: React.ReactNode }) {
  return (
    <Button variant="secondary" className={s.noPrint} onClick={() => window.print()}>
      {children}
    </Button>
  );
}
