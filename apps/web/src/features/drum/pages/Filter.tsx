import { useQuery } from '@tanstack/react-query';
import { drumTexts, drumTitles } from '@wheelend/domain/drum';
import { finders } from '@wheelend/domain/finder/finders';
import { serializePairs } from '@wheelend/domain/finder/pairs';
import { valueText } from '@wheelend/domain/finder/units';
import { retry } from '../../../shared/api';
import { FilterFlow } from '../../../shared/finder/FilterFlow';
import { PartResults } from '../../../shared/finder/PartResults';
import { drumApi } from '../api';
import { DrumCard } from '../DrumCard';
import { DRUM_ROOT } from '../paths';

const spec = finders.drum;

function Matching({ pairs }: { pairs: string }) {
  const query = useQuery({
    retry,
    queryKey: ['finder', 'drum', 'matching', pairs],
    queryFn: () => drumApi.matching(pairs),
  });
  return (
    <PartResults
      query={query}
      title={query.data?.length === 1 ? drumTexts.success : drumTexts.results}
      label={(d) => d.BrakeDrumNumber}
      render={(d) => <DrumCard drum={d} />}
    />
  );
}

export default function Filter() {
  return (
    <FilterFlow
      spec={spec}
      root={DRUM_ROOT}
      title={(code) => drumTitles[code] ?? code}
      label={(code, v) => ({ main: valueText(spec.inchCodes, code, v), sub: [] })}
      values={drumApi.values}
      results={(pairs) => <Matching pairs={serializePairs(pairs)} />}
    />
  );
}
