import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  apiPairs,
  autoChoice,
  back,
  choose,
  codeOfStep,
  hasMake,
  OTHER_MAKE,
  OTHER_MAKE_LABEL,
  promoTexts,
  readStepUrl,
  resolveStep,
  skip,
  stepPath,
  stepProgress,
  stepTitles,
  truckTypes,
  type ChoiceOutcome,
  type Filters,
  type WizardStep,
  withChoice,
  without,
  ROTOR_SIZE_NOTE_STEP,
  rotorSizeNote,
} from '@wheelend/domain';
import { brand } from '../../../shared/config';
import { Button } from '../../../shared/ui/Button';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { NotFound } from '../../../shared/ui/NotFound';
import { Spinner } from '../../../shared/ui/Spinner';
import { useFilterValues } from '../api/hooks';
import { StepBar } from '../../../shared/ui/StepBar';
import { ChoiceList } from '../../../shared/finder/ChoiceList';
import { valueLabel, visibleValues } from '../components/display';
import { VinStart } from '../components/VinStart';
import { useT } from '../../../shared/i18n';
import p from '../../../shared/ui/Page.module.css';

export default function Step() {
  const location = useLocation();
  const read = readStepUrl(location.pathname, location.search);
  if (!read || read.step === 'results' || read.step === 'choose-path') return <NotFound />;
  return <Question key={location.pathname + location.search} step={read.step} filters={read.filters} />;
}

function Question({ step, filters: given }: { step: WizardStep; filters: Filters }) {
  const navigate = useNavigate();
  const t = useT();
  // A make from the VIN comes in before the truck type; the truck-make step takes it as its answer
  // when offered, recording it after the truck type, so Back returns to the makes to change it.
  const fromVin = step === 'truck-make' && hasMake(given) ? given.tmake : undefined;
  const filters = fromVin != null ? without(given, ['tmake']) : given;
  const [vinMake, setVinMake] = useState<number>();
  const resolved = resolveStep(step, filters);
  const code = step === 'truck-type' ? undefined : codeOfStep(step);
  const values = useFilterValues(resolved === step ? code : undefined, apiPairs(filters));
  const [promo, setPromo] = useState<Extract<ChoiceOutcome, { kind: 'promo' }> | null>(null);
  const shown = code && values.data ? visibleValues(code, values.data) : [];
  const offered = values.data?.map((v) => v.Id);
  // A step answered by itself (one value, or a zero beside one other) never shows its choices, so
  // nothing can be clicked on a screen that is about to move on.
  const auto =
    code && values.data && shown.length > 0
      ? fromVin != null && shown.some((v) => v.Id === fromVin)
        ? fromVin
        : autoChoice(code, shown)
      : undefined;

  const follow = (o: ChoiceOutcome, replace = false) => {
    if (o.kind === 'promo') setPromo(o);
    else navigate(o.to, { replace });
  };

  const acted = useRef(false);
  useEffect(() => {
    if (acted.current || promo) return;
    if (resolved !== step) {
      acted.current = true;
      navigate(stepPath(resolved, filters), { replace: true });
      return;
    }
    if (!code || !values.data) return;
    if (shown.length === 0) {
      acted.current = true;
      follow(skip(step, filters), true);
      return;
    }
    if (auto !== undefined) {
      acted.current = true;
      follow(choose(step, filters, auto, { offered }), true);
    }
  });

  const title = stepTitles[step];
  const rotorNote = rotorSizeNote(filters, brand.name);
  const progress = stepProgress(step);
  const nav = <StepBar backTo={back(step, filters)} step={progress?.n} total={progress?.m} />;

  if (promo) {
    const flat = promo.flat;
    return (
      <section className={p.page}>
        {nav}
        <h1 className={p.title}>{t(promoTexts.title)}</h1>
        <p className={p.info}>{t(flat ? promoTexts.offer(brand.name) : promoTexts.noFlat(brand.name))}</p>
        <div className={p.actions}>
          {flat && <Button onClick={() => follow(flat)}>{t(promoTexts.flat(brand.name))}</Button>}
          <Button variant={flat ? 'secondary' : 'primary'} onClick={() => follow(promo.splined)}>
            {t(promoTexts.splined)}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={p.page}>
      {nav}
      <h1 className={p.title}>{t(title.title)}</h1>
      {title.subtitle && <p className={p.lead}>{t(title.subtitle)}</p>}
      {step === ROTOR_SIZE_NOTE_STEP && rotorNote && <p className={p.info}>{t(rotorNote)}</p>}
      {step === 'truck-type' && <VinStart onMake={setVinMake} />}
      {step === 'truck-type' ? (
        <ul className={p.choices}>
          {truckTypes.map((tt) => (
            <li key={tt.position}>
              <button
                type="button"
                className={p.choice}
                onClick={() =>
                  follow(choose(step, vinMake != null ? withChoice(filters, 'tmake', vinMake) : filters, tt.position))
                }
              >
                {t(tt.label)}
              </button>
            </li>
          ))}
        </ul>
      ) : values.isPending ? (
        <Spinner label={t('common.finder.loadingChoices')} />
      ) : values.isError ? (
        <ErrorState error={values.error} onRetry={() => values.refetch()} title={t('common.finder.choicesFailed')} />
      ) : shown.length === 0 || auto !== undefined ? (
        <Spinner label={t('hub.moving')} />
      ) : (
        <>
          <ChoiceList
            values={shown}
            onPick={(id) => follow(choose(step, filters, id, { offered }))}
            label={(v) => valueLabel(t, code!, v, { brkty: filters.brkty, aaxna: filters.aaxna })}
            extra={
              step === 'truck-make'
                ? { label: t(OTHER_MAKE_LABEL), onPick: () => follow(choose(step, filters, OTHER_MAKE)) }
                : undefined
            }
          />
        </>
      )}
    </section>
  );
}
