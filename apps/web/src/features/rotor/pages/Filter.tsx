import { useQuery } from '@tanstack/react-query';
import { BRTYP, rotorTexts, rotorTitles } from '@wheelend/domain/rotor';
import { finders } from '@wheelend/domain/finder/finders';
import { serializePairs } from '@wheelend/domain/finder/pairs';
import { valueText } from '@wheelend/domain/finder/units';
import { retry } from '../../../shared/api';
import { brand } from '../../../shared/config';
import { ButtonLink } from '../../../shared/ui/Button';
import { FilterFlow } from '../../../shared/finder/FilterFlow';
import { PartResults } from '../../../shared/finder/PartResults';
import { rotorApi } from '../api';
import { ROTOR_ROOT } from '../paths';
import { RotorCard } from '../RotorCard';
import p from '../../../shared/ui/Page.module.css';

const spec = finders.rotor;

function Matching({ pairs }: { pairs: string }) {
  const query = useQuery({
    retry,
    queryKey: ['finder', 'rotor', 'matching', pairs],
    queryFn: () => rotorApi.matching(pairs),
  });
  return (
    <PartResults
      query={query}
      title={query.data?.length === 1 ? rotorTexts.success : rotorTexts.results}
      label={(r) => r.BrakeRotorNumber}
      render={(r) => <RotorCard rotor={r} />}
    />
  );
}

/** Bendix Splined rotors are not offered: the flow ends with the way to a complete assembly. */
function Splined() {
  return (
    <>
      <h1 className={p.title}>Bendix Splined</h1>
      <p className={p.panel}>{rotorTexts.splined(brand.product)}</p>
      <div className={p.actions}>
        <ButtonLink to="/hub/choose-path">{rotorTexts.startHubSearch}</ButtonLink>
      </div>
    </>
  );
}

export default function Filter() {
  return (
    <FilterFlow
      spec={spec}
      root={ROTOR_ROOT}
      title={(code) => rotorTitles[code] ?? code}
      label={(code, v) => ({ main: valueText(spec.inchCodes, code, v), sub: [] })}
      values={rotorApi.values}
      results={(pairs) => <Matching pairs={serializePairs(pairs)} />}
      stop={(pairs) => (Number(pairs.brtyp) === BRTYP.splined ? <Splined /> : undefined)}
    />
  );
}
