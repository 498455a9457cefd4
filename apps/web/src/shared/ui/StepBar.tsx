import { useT } from '../i18n/useT';
import { createContext, useContext, useLayoutEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { resetAppState } from '../appState';
import { backAction, currentHistoryIndex, type BackOptions } from '../back';
import s from './StepBar.module.css';
import { Icon } from './Icon';
import { OfflineLine } from '../offline/ui';

export type StepBarProps = BackOptions & {
  /** The current step; 'Step N of M' shows when it is above 0. */
  step?: number;
  total?: number;
  /** Replaces the Back behaviour entirely (for example, popping a questionnaire's own history). */
  onBack?: () => void;
  hideBack?: boolean;
};

/** The shell shows a plain Back/Home bar on every page; a page that renders its own StepBar
 * takes its place. */
export const StepBarSlot = createContext<(() => () => void) | null>(null);

/** Back and Home at the top of a page, with 'Step N of M'. Back goes to `backTo` when given,
 * else back `backSteps` entries (1 by default) in the history, else to `fallback` or /hub when
 * the page was opened directly. Home clears the app state and goes to /hub. */
export function StepBar(props: StepBarProps) {
  const claim = useContext(StepBarSlot);
  useLayoutEffect(() => claim?.(), [claim]);
  return <StepBarView {...props} />;
}

export function StepBarView({ step, total, onBack, hideBack, backTo, backSteps, fallback }: StepBarProps) {
  const t = useT();
  const navigate = useNavigate();
  const goHome = () => {
    resetAppState();
    navigate('/hub');
  };
  const back = () => {
    if (onBack) return onBack();
    const a = backAction({ backTo, backSteps, fallback, historyIndex: currentHistoryIndex() });
    if (a.kind === 'history') navigate(a.delta);
    else navigate(a.to);
  };
  const showStep = step !== undefined && step > 0;
  // Offline, the date of the saved copy shown follows the bar, the shell's or a screen's own.
  return (
    <>
      <nav className={s.bar} aria-label={t('common.step.nav')}>
        {!hideBack &&
          (backTo && !onBack ? (
            <Link to={backTo} className={s.control}>
              <Icon name="back" size={18} weight={2.5} /> {t('common.step.back')}
            </Link>
          ) : (
            <button type="button" className={s.control} onClick={back}>
              <Icon name="back" size={18} weight={2.5} /> {t('common.step.back')}
            </button>
          ))}
        <button type="button" className={s.control} onClick={goHome}>
          <Icon name="home" size={18} /> {t('common.step.home')}
        </button>
        {showStep && (
          <span className={s.step} aria-live="polite">
            {total ? t('common.step.countOf', { step, total }) : t('common.step.count', { step })}
          </span>
        )}
      </nav>
      <OfflineLine />
    </>
  );
}
