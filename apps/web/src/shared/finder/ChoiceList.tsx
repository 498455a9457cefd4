import { PartImage } from './PartImage';
import s from '../ui/Page.module.css';

export type Choice = { Id: number; ImageGuid?: string | null };
export type ChoiceLabel = { main: string; sub: string[] };

/** The single-choice buttons of a question, with the value's drawing when it has one. */
export function ChoiceList<T extends Choice>({
  values,
  label,
  onPick,
  extra,
}: {
  values: T[];
  label: (value: T) => ChoiceLabel;
  onPick: (id: number) => void;
  extra?: { label: string; onPick: () => void };
}) {
  return (
    <ul className={s.choices}>
      {values.map((v) => {
        const { main, sub } = label(v);
        return (
          <li key={v.Id}>
            <button type="button" className={s.choice} onClick={() => onPick(v.Id)}>
              {v.ImageGuid && <PartImage guid={v.ImageGuid} alt="" size={200} className={s.choiceImg} />}
              <span className={s.choiceText}>
                <span>{main}</span>
                {sub.map((line) => (
                  <span key={line} className={s.choiceSub}>
                    {line}
                  </span>
                ))}
              </span>
            </button>
          </li>
        );
      })}
      {extra && (
        <li>
          <button type="button" className={s.choice} onClick={extra.onPick}>
            {extra.label}
          </button>
        </li>
      )}
    </ul>
  );
}
