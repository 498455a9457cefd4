import { useLocation } from 'react-router';
import { back, parsePairs, serializePairs } from '@wheelend/domain';
import { Results } from '../components/Results';
import { StepBar } from '../../../shared/ui/StepBar';
import p from '../../../shared/ui/Page.module.css';

export default function ResultsPage() {
  const { search } = useLocation();
  const filters = parsePairs(search);
  return (
    <div className={`${p.page} ${p.wide}`}>
      <StepBar backTo={back('results', filters)} />
      <Results filters={filters} pathFor={(f) => `/hub/results?${serializePairs(f)}`} />
    </div>
  );
}
