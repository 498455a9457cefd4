import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  apiPairs,
  autoChoice,
  filterPagePlan,
  parsePairs,
  serializePairs,
  codeTitle,
  withChoice,
  isFilterKey,
  type Filters as FilterSet,
  visibleValues,
  hubFilterCodes,
} from '@wheelend/domain';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Spinner } from '../../../shared/ui/Spinner';
import { useFilterValues } from '../api/hooks';
import { Results } from '../components/Results';
import { StepBar } from '../../../shared/ui/StepBar';
import { valueLabel } from '../components/display';
import { ChoiceList } from '../../../shared/finder/ChoiceList';
import { useT } from '../../../shared/i18n';
import p from '../../../shared/ui/Page.module.css';

const pathFor = (f: FilterSet) => `/hub/filters/${serializePairs(f)}`;

/** /hub/filters/{filters}: asks what the hub found by number still leaves open, then shows the hubs. */
export default function Filters() {
  const { filters: raw = '' } = useParams();
  return <FilterPage key={raw} raw={raw} />;
}

function FilterPage({ raw }: { raw: string }) {
  const filters = parsePairs(raw);
  const plan = filterPagePlan(hubFilterCodes, filters);
  const code = plan?.kind === 'ask' ? plan.code : undefined;
  const values = useFilterValues(code, apiPairs(filters));
  const shown = code && values.data ? visibleValues(code, values.data) : undefined;
  const auto = code && shown ? autoChoice(code, shown) : undefined;
  const navigate = useNavigate();
  const t = useT();

  const acted = useRef(false);
  useEffect(() => {
    if (acted.current || !code || auto === undefined || !isFilterKey(code)) return;
    acted.current = true;
    navigate(pathFor(withChoice(filters, code, auto)), { replace: true });
  });

  const nav = <StepBar fallback="/hub/search" />;
  if (plan?.kind === 'results' || (shown && shown.length === 0)) {
    return <Results filters={filters} pathFor={pathFor} nav={nav} />;
  }
  const title = code ? codeTitle(code) : undefined;
  return (
    <section className={p.page}>
      {nav}
      <h1 className={p.title}>{title ? t(title) : t('hub.step.chooseOne')}</h1>
      {values.isPending || auto !== undefined ? (
        <Spinner label={t('common.finder.loadingChoices')} />
      ) : values.isError ? (
        <ErrorState error={values.error} onRetry={() => values.refetch()} title={t('common.finder.choicesFailed')} />
      ) : (
        <ChoiceList
          values={shown ?? []}
          onPick={(id) => isFilterKey(code!) && navigate(pathFor(withChoice(filters, code!, id)))}
          label={(v) => valueLabel(t, code!, v, { brkty: filters.brkty, aaxna: filters.aaxna })}
        />
      )}
    </section>
  );
}
