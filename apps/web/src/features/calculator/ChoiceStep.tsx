import { Link } from 'react-router';
import {
  hubMaterialLabels,
  hubMaterials,
  isCalculatorStep,
  nextStep,
  serviceTypeLabels,
  serviceTypes,
  wheelPositionLabels,
  wheelPositions,
  PRESET_VS_CONVENTIONAL,
  REPLACE_VS_REBUILD,
} from '@wheelend/domain';
import { Button } from '../../shared/ui/Button';
import type { SessionValues } from './session';
import { useStartAgain } from './StartAgain';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';
import { Question } from './Question';
import { useT, type T } from '../../shared/i18n';

type Option = { id: string; label: string; detail?: string; values: SessionValues; selected: boolean };

function options(t: T, { session, step }: StepProps): { question: string; list: Option[] } {
  switch (step) {
    case 'choose-calculator':
      return {
        question: t('calculator.choose.question'),
        list: [
          {
            id: 'replace',
            label: t('calculator.choose.replace'),
            detail: t('calculator.choose.replaceDetail'),
            values: { chooseCalculator: REPLACE_VS_REBUILD },
            selected: session.chooseCalculator === REPLACE_VS_REBUILD,
          },
          {
            id: 'preset',
            label: t('calculator.choose.preset'),
            detail: t('calculator.choose.presetDetail'),
            values: { chooseCalculator: PRESET_VS_CONVENTIONAL },
            selected: session.chooseCalculator === PRESET_VS_CONVENTIONAL,
          },
        ],
      };
    case 'wheel-position':
      return {
        question: t('calculator.position.question'),
        list: wheelPositions.map((v) => ({
          id: v,
          label: t(wheelPositionLabels[v]),
          values: { wheelPosition: v },
          selected: session.wheelPosition === v,
        })),
      };
    case 'hub-material':
      return {
        question: t('calculator.material.question'),
        list: hubMaterials.map((v) => ({
          id: v,
          label: t(hubMaterialLabels[v]),
          values: { hubMaterial: v },
          selected: session.hubMaterial === v,
        })),
      };
    default:
      return {
        question: t('calculator.service.question'),
        list: serviceTypes.map((v) => ({
          id: v,
          label: t(serviceTypeLabels[v]),
          detail: t(v === 'In House' ? 'calculator.service.inHouseDetail' : 'calculator.service.shopDetail'),
          values: { serviceType: v },
          selected: session.serviceType === v,
        })),
      };
  }
}

/** The four one-tap questions: calculator, wheel position, hub material, service type. */
export function ChoiceStep(p: StepProps) {
  const t = useT();
  const { question, list } = options(t, p);
  const { session } = p;
  const { startAgain, busy: restarting, failed } = useStartAgain(p);
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

  return (
    <section aria-labelledby="question">
      {inProgress && (
        <div className={s.notice}>
          <p>{t('calculator.inProgress')}</p>
          <div className={s.actions}>
            <Link className={s.linkButton} to={`/replace/${session.lastStep}`}>
              {t('calculator.continue')}
            </Link>
            <Button variant="secondary" onClick={startAgain} aria-disabled={restarting}>
              {t('calculator.startAgain')}
            </Button>
          </div>
        </div>
      )}
      {failed}
      <Question id="question">{question}</Question>
      <ul className={s.choices}>
        {list.map((o) => (
          <li key={o.id}>
            <Button
              variant="choice"
              className={s.choice}
              aria-pressed={o.selected}
              aria-disabled={p.saving}
              onClick={() => !p.saving && choose(o)}
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
