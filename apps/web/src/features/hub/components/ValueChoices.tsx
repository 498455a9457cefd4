import type { FilterValue } from '../api/types';
import { HubImage } from './HubImage';
import { valueLabel } from './display';
import s from './Page.module.css';

/** The single-choice buttons of a question. */
export function ValueChoices({
  code,
  values,
  onPick,
  context,
  extra,
}: {
  code: string;
  values: FilterValue[];
  onPick: (id: number) => void;
  context: { brkty?: number; aaxna?: number };
  extra?: { label: string; onPick: () => void };
}) {
  return (
    <ul className={s.choices}>
      {values.map((v) => {
        const { main, sub } = valueLabel(code, v, context);
        return (
          <li key={v.Id}>
            <button type="button" className={s.choice} onClick={() => onPick(v.Id)}>
              {v.ImageGuid && <HubImage guid={v.ImageGuid} alt="" size={200} className={s.choiceImg} />}
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
