import { dimensionText } from '@wheelend/domain/finder';
import s from './SpecsTable.module.css';
import { useT } from '../i18n/useT';
import { slashBreaks } from '../ui/slashBreaks';

export type SpecRow = { label: string; value: React.ReactNode };

/** A part's specifications as label and value rows. */
export function SpecsTable({ caption, rows }: { caption?: string; rows: SpecRow[] }) {
  const t = useT();
  return (
    <table className={s.specs}>
      <caption className={s.caption}>{caption ?? t('common.finder.specs')}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>{typeof r.value === 'string' ? slashBreaks(r.value) : r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Rows of inch dimensions shown with their millimetres: [label, inches] pairs. */
export const dimensionRows = (dims: [string, number | null | undefined][]): SpecRow[] =>
  dims.map(([label, inch]) => ({ label, value: dimensionText(inch) }));
