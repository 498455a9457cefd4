import { PartImage } from './PartImage';
import s from '../ui/Page.module.css';
import { textOf, useT, type Text } from '../i18n/useT';

export type Choice = { Id: number; ImageGuid?: string | null };
/** `main` is a value's words from the catalog data, or a domain rule's message ('Does not apply'). */
export type ChoiceLabel = { main: Text; sub: Text[] };

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
  const t = useT();
  return (
    <ul className={s.choices}>
      {values.map((v) => {
        const { main, sub } = label(v);
        return (
          <li key={v.Id}>
            <button type="button" className={s.choice} onClick={() => onPick(v.Id)}>
              {v.ImageGuid && <PartImage guid={v.ImageGuid} alt="" size={200} className={s.choiceImg} />}
              <span className={s.choiceText}>
                <span>{textOf(t, main)}</span>
                {sub
                  .map((line) => textOf(t, line))
                  .map((line) => (
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
