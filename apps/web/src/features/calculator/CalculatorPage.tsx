import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import {
  asksMargins,
  calculatorSteps,
  isCalculatorStep,
  previousStep,
  stepTitle,
  type CalculatorStep,
} from '@wheelend/domain';
import { StepBar } from '../../shared/ui/StepBar';
import { Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/ErrorState';
import { NotFound } from '../../shared/ui/NotFound';
import { saveSession, useSession, type Session, type SessionValues } from './session';
import { ChoiceStep } from './ChoiceStep';
import { AmountsStep } from './AmountsStep';
import { CostComparison } from './CostComparison';
import { Results } from './Results';
import { EmailStep } from './EmailStep';
import { Confirmation } from './Confirmation';
import { QuestionTakesFocus } from './Question';
import { SessionFailed } from './SessionFailed';
import s from './Calculator.module.css';
import { useT } from '../../shared/i18n';

export { default as Resume } from './Resume';

export type StepProps = {
  session: Session;
  step: CalculatorStep;
  /** Saves the values with `next` as the last-step marker, then opens `next`; false when not saved. */
  save: (values: SessionValues, next: CalculatorStep) => Promise<boolean>;
  saving: boolean;
  replace: (s: Session) => void;
};

export default function CalculatorPage() {
  const t = useT();
  const { step = '' } = useParams();
  // Whether a step was opened from another one (Next, Back, a choice), not on arriving here.
  const [shown, setShown] = useState(step);
  const [moved, setMoved] = useState(false);
  if (shown !== step) {
    setShown(step);
    setMoved(true);
  }
  if (!isCalculatorStep(step))
    return <NotFound start={{ to: '/replace/choose-calculator', label: t('calculator.notFound.start') }} />;
  // Each step its own page: an error or a save under way stays with the step it happened on.
  return <StepPage key={step} step={step} moved={moved} />;
}

/** The history state of the first step when a later one had no calculation to show. */
const STARTED_OVER = 'startedOver';

function StepPage({ step, moved }: { step: CalculatorStep; moved: boolean }) {
  const t = useT();
  const { query, set } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<{ error: unknown; retry: () => void } | null>(null);
  // Start Again on this step: the first step opens without saying why it starts again.
  const restarted = useRef(false);

  if (query.isPending) return <Spinner label={t('calculator.loading')} />;
  if (query.isError) return <SessionFailed query={query} heading={t(stepTitle(step))} />;
  const session = query.data;
  if (step !== 'choose-calculator' && session.chooseCalculator == null) {
    return <Navigate to="/replace/choose-calculator" replace state={restarted.current ? null : STARTED_OVER} />;
  }
  // A later step's address where this device has no calculation (opened on another device, or one
  // that expired or was ended): the first step says why the calculator starts again.
  const startsOver = step === 'choose-calculator' && session.chooseCalculator == null && state === STARTED_OVER;

  const save = async (values: SessionValues, next: CalculatorStep): Promise<boolean> => {
    setSaving(true);
    setSaveError(null);
    try {
      set(await saveSession(session, values, next));
      navigate(`/replace/${next}`);
      return true;
    } catch (error) {
      setSaveError({ error, retry: () => void save(values, next) });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const visible = calculatorSteps.filter((x) => x !== 'confirmation' && (x !== 'margin-parts' || asksMargins(session)));
  const index = visible.indexOf(step);
  const prev = previousStep(step, session);
  const replace = (next: Session) => {
    restarted.current = true;
    set(next);
  };
  const props: StepProps = { session, step, save, saving, replace };

  return (
    <div className={s.page}>
      {step === 'confirmation' ? (
        <StepBar hideBack />
      ) : (
        <StepBar
          step={index + 1}
          total={visible.length}
          backTo={prev ? `/replace/${prev}` : undefined}
          fallback="/hub"
        />
      )}
      <h1 className={s.title}>{t(stepTitle(step, session))}</h1>
      {startsOver && <StartedOver />}
      {saveError && (
        <ErrorState action title={t('calculator.saveFailed')} error={saveError.error} onRetry={saveError.retry} />
      )}
      <QuestionTakesFocus.Provider value={moved && !startsOver}>{body(step, props)}</QuestionTakesFocus.Provider>
    </div>
  );
}

/** Announced politely: the region is there before its text. */
function StartedOver() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return <div role="status">{shown && <p className={s.notice}>{t('calculator.startedOver')}</p>}</div>;
}

function body(step: CalculatorStep, p: StepProps) {
  switch (step) {
    case 'choose-calculator':
    case 'wheel-position':
    case 'hub-material':
    case 'service-type':
      return <ChoiceStep key={step} {...p} />;
    case 'rebuild-costs':
    case 'replacement-costs':
    case 'labor-costs':
    case 'margin-parts':
    case 'downtime-costs':
      return <AmountsStep key={step} {...p} />;
    case 'cost-comparison':
      return <CostComparison {...p} />;
    case 'results':
      return <Results {...p} />;
    case 'email':
      return <EmailStep {...p} />;
    case 'confirmation':
      return <Confirmation {...p} />;
  }
}
