import { useState } from 'react';
import { Link } from 'react-router';
import {
  hubMaterials,
  isCalculatorStep,
  nextStep,
  serviceTypes,
  wheelPositions,
  PRESET_VS_CONVENTIONAL,
  REPLACE_VS_REBUILD,
} from '@wheelend/domain';
import { Button } from '../../shared/ui/Button';
import { restartSession, type SessionValues } from './session';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';

type Option = { label: string; detail?: string; values: SessionValues; selected: boolean };

function options({ session, step }: StepProps): { question: string; list: Option[] } {
  switch (step) {
    case 'choose-calculator':
      return {
        question: 'Which costs do you want to compare?',
        list: [
          {
            label: 'Replace vs. Rebuild',
            detail: 'A new hub assembly against rebuilding the old hub',
            values: { chooseCalculator: REPLACE_VS_REBUILD },
            selected: session.chooseCalculator === REPLACE_VS_REBUILD,
          },
          {
            label: 'PreSet vs. Conventional',
            detail: 'A PreSet hub assembly against a conventional hub',
            values: { chooseCalculator: PRESET_VS_CONVENTIONAL },
            selected: session.chooseCalculator === PRESET_VS_CONVENTIONAL,
          },
        ],
      };
    case 'wheel-position':
      return {
        question: 'Choose the wheel position',
        list: wheelPositions.map((v) => ({
          label: v,
          values: { wheelPosition: v },
          selected: session.wheelPosition === v,
        })),
      };
    case 'hub-material':
      return {
        question: 'Choose the hub material',
        list: hubMaterials.map((v) => ({ label: v, values: { hubMaterial: v }, selected: session.hubMaterial === v })),
      };
    default:
      return {
        question: 'Who does the work?',
        list: serviceTypes.map((v) => ({
          label: v,
          detail:
            v === 'In House' ? 'Your own technicians at your labor cost' : 'A shop that bills labor and marks up parts',
          values: { serviceType: v },
          selected: session.serviceType === v,
        })),
      };
  }
}

/** The four one-tap questions: calculator, wheel position, hub material, service type. */
export function ChoiceStep(p: StepProps) {
  const { question, list } = options(p);
  const { session } = p;
  const [restarting, setRestarting] = useState(false);
  const inProgress =
    p.step === 'choose-calculator' &&
    session.chooseCalculator != null &&
    !!session.lastStep &&
    isCalculatorStep(session.lastStep) &&
    session.lastStep !== 'choose-calculator';

  const choose = (o: Option) => {
    let values = o.values;
    if (o.values.chooseCalculator !== undefined && o.values.chooseCalculator !== session.chooseCalculator) {
      values = { ...values, rebuildHours: null };
    }
    const after = { ...session, ...values };
    void p.save(values, nextStep(p.step, after));
  };

  const startAgain = async () => {
    setRestarting(true);
    try {
      p.replace(await restartSession(session));
    } finally {
      setRestarting(false);
    }
  };

  return (
    <section aria-labelledby="question">
      {inProgress && (
        <div className={s.notice}>
          <p>You have a calculation in progress on this device.</p>
          <div className={s.actions}>
            <Link className={s.linkButton} to={`/replace/${session.lastStep}`}>
              Continue where you left off
            </Link>
            <Button variant="secondary" onClick={startAgain} disabled={restarting}>
              Start Again
            </Button>
          </div>
        </div>
      )}
      <h2 id="question" className={s.question}>
        {question}
      </h2>
      <ul className={s.choices}>
        {list.map((o) => (
          <li key={o.label}>
            <Button
              variant="choice"
              className={s.choice}
              aria-pressed={o.selected}
              disabled={p.saving}
              onClick={() => choose(o)}
            >
              <span className={s.choiceLabel}>{o.label}</span>
              {o.detail && <span className={s.choiceDetail}>{o.detail}</span>}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
