import type { StudSummary } from '@wheelend/domain/contract';
import { studDimension, studKinds } from '@wheelend/domain';
import { PartImage } from '../../shared/finder/PartImage';
import c from '../../shared/finder/PartCard.module.css';
import s from './Stud.module.css';

const dimensions = ['A', 'B', 'C', 'D'] as const;

/** A stud as a result: drawing, number, kind, description and its dimensions A to D. */
export function StudCard({ stud }: { stud: StudSummary }) {
  const main = stud.Images.find((i) => i.ImageTypeId === 1) ?? stud.Images[0];
  return (
    <article className={c.card} aria-label={`Stud ${stud.StudNumber}`}>
      <PartImage guid={main?.ImageGuid} alt={`Drawing of stud ${stud.StudNumber}`} className={c.image} />
      <div className={c.body}>
        <h2 className={c.number}>{stud.StudNumber}</h2>
        <p className={c.meta}>
          {studKinds[stud.StudKind] ?? 'Stud'} · {stud.ChartDescription}
        </p>
        <dl className={s.dims} aria-label="Dimensions">
          {dimensions.map((d) => {
            const inch = stud[`Dimension${d}`];
            return inch ? (
              <div key={d} style={{ display: 'contents' }}>
                <dt>Dimension {d}</dt>
                <dd>{studDimension(inch)}</dd>
              </div>
            ) : null;
          })}
        </dl>
      </div>
    </article>
  );
}
