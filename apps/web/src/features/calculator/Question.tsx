import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import s from './Calculator.module.css';

/** True on a step opened from another step: its question takes the focus. The screen's `h1`, which
 * the shell focuses after a navigation, names the calculator and reads the same on every step. */
export const QuestionTakesFocus = createContext(false);

/** A step's own question or heading. */
export function Question({ id, children }: { id: string; children: ReactNode }) {
  const takesFocus = useContext(QuestionTakesFocus);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus({ preventScroll: true });
  }, [takesFocus]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className={s.question}>
      {children}
    </h2>
  );
}
