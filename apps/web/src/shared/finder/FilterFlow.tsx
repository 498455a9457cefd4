import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  questionCodes,
  type FinderSpec,
  parsePairs,
  serializePairs,
  withoutKeys,
  type Pairs,
  choose,
  filterPath,
  nextQuestion,
  stepOf,
} from '@wheelend/domain/finder';
import { canLookUp } from '@wheelend/domain';
import type { FilterValue } from '@wheelend/domain/contract';
import { retry } from '../api';
import { Spinner } from '../ui/Spinner';
import { StepBar } from '../ui/StepBar';
import { ChoiceList, type ChoiceLabel } from './ChoiceList';
import { LoadFailed, NoResults } from './NoResults';
import p from '../ui/Page.module.css';
import { textOf, useT, type Text } from '../i18n/useT';

export type FlowConfig = {
  spec: FinderSpec;
  /** The finder's address, e.g. '/hub/replacement-drum'; its screens are {root}/filter/{code}/{pairs}. */
  root: string;
  title: (code: string) => Text;
  label: (code: string, value: FilterValue) => ChoiceLabel;
  /** The values of a question for the pairs chosen so far ('k=v&k=v'). */
  values: (code: string, pairs: string) => Promise<FilterValue[]>;
  /** The finder's number search, offered when nothing is found (default: the home search). */
  search?: string;
  /** The result list, at the result name's screen, with the no-results screen to show if it is empty. */
  results: (pairs: Pairs, noResults: React.ReactNode) => React.ReactNode;
  /** Shown above a question (e.g. a note about the choices). */
  intro?: (code: string, pairs: Pairs) => React.ReactNode;
  /** A screen that ends the flow for some choices (the rotor finder's splined type), else nothing. */
  stop?: (pairs: Pairs) => React.ReactNode;
};

/**
 * The filter pattern every finder shares: choosing a value appends name=value to the address and moves
 * to the next question in category order, wrapping to the first; a question with a single value is
 * answered by itself; when every question is answered the result list follows. The whole state is in
 * the address, so reload, Back and a shared link show the same screen.
 */
export function FilterFlow(config: FlowConfig) {
  const { spec, root } = config;
  const { current, filters = '' } = useParams();
  const pairs = parsePairs(spec, filters);
  // A casting number that cannot be looked up matches nothing (never every part).
  const unmatchable = spec.lookups.some((k) => typeof pairs[k] === 'string' && !canLookUp(pairs[k]));
  if (unmatchable)
    return (
      <section className={p.page}>
        <StepBar fallback={config.root} />
        <NoResults search={config.search ?? '/hub'} questions={`${root}/filter`} />
      </section>
    );
  const stop = config.stop?.(pairs);
  if (stop)
    return (
      <section className={p.page}>
        <StepBar fallback={backOf(config, pairs)} />
        {stop}
      </section>
    );
  if (current === spec.result) return <Results config={config} pairs={pairs} />;
  if (!current || !questionCodes(spec).includes(current)) {
    return <Navigate replace to={filterPath(root, spec, nextQuestion(spec, pairs), pairs)} />;
  }
  return <Question key={`${current}/${filters}`} config={config} code={current} pairs={pairs} />;
}

/** Back goes back in the history (questions answered by themselves replaced their entry); opened
 * directly, it pops the last choice and returns to its question, or with none to the finder's start. */
function backOf(config: FlowConfig, pairs: Pairs): string {
  const keys = Object.keys(pairs).filter((k) => !config.spec.lookups.includes(k));
  const last = keys[keys.length - 1];
  if (!last) return config.root;
  return filterPath(config.root, config.spec, last, withoutKeys(pairs, [last]));
}

function Results({ config, pairs }: { config: FlowConfig; pairs: Pairs }) {
  // A number (a casting's) that finds nothing is the spec's no-results; answers alone, a way back.
  const answers = !config.spec.lookups.some((k) => k in pairs);
  const noResults = (
    <NoResults answers={answers} search={config.search ?? '/hub'} questions={`${config.root}/filter`} />
  );
  return (
    <section className={p.page}>
      <StepBar fallback={backOf(config, pairs)} />
      {config.results(pairs, noResults)}
    </section>
  );
}

function Question({ config, code, pairs }: { config: FlowConfig; code: string; pairs: Pairs }) {
  const { spec, root } = config;
  const navigate = useNavigate();
  const query = serializePairs(pairs);
  const values = useQuery({
    retry,
    queryKey: ['finder', spec.name, 'values', code, query],
    queryFn: () => config.values(code, query),
  });
  const t = useT();
  const step = values.data ? stepOf(spec, code, pairs, values.data) : undefined;

  const moved = useRef(false);
  useEffect(() => {
    if (moved.current || step?.kind !== 'go') return;
    moved.current = true;
    navigate(filterPath(root, spec, step.next, step.pairs), { replace: true });
  }, [step, navigate, root, spec]);

  return (
    <section className={p.page}>
      <StepBar fallback={backOf(config, pairs)} />
      <h1 className={p.title}>{textOf(t, config.title(code))}</h1>
      {config.intro?.(code, pairs)}
      {values.isPending || step?.kind === 'go' ? (
        <Spinner label={t('common.finder.loadingChoices')} />
      ) : values.isError ? (
        <LoadFailed error={values.error} onRetry={() => values.refetch()} title={t('common.finder.choicesFailed')} />
      ) : step?.kind === 'ask' ? (
        <ChoiceList
          values={step.values as FilterValue[]}
          label={(v) => config.label(code, v)}
          onPick={(id) => {
            const c = choose(spec, code, pairs, id);
            navigate(filterPath(root, spec, c.next, c.pairs));
          }}
        />
      ) : null}
    </section>
  );
}
