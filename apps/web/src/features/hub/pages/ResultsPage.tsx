import { useLocation } from 'react-router';
import { back, parsePairs, serializePairs } from '@wheelend/domain';
import { Results } from '../components/Results';
import { StepBar } from '../../../shared/ui/StepBar';

export default function ResultsPage() {
  const { search } = useLocation();
  const filters = parsePairs(search);
  return (
    <Results
      filters={filters}
      pathFor={(f) => `/hub/results?${serializePairs(f)}`}
      nav={<StepBar backTo={back('results', filters)} />}
    />
  );
}
