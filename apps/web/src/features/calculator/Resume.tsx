import { Navigate } from 'react-router';
import { isCalculatorStep } from '@wheelend/domain';
import { Spinner } from '../../shared/ui/Spinner';
import { useSession } from './session';
import { useT } from '../../shared/i18n';
import { SessionFailed } from './SessionFailed';

/** /replace: back to the step the user had reached on this device, or the first one. */
export default function Resume() {
  const t = useT();
  const { query } = useSession();
  if (query.isPending) return <Spinner label={t('calculator.loading')} />;
  if (query.isError) return <SessionFailed query={query} heading={t('calculator.title.choose')} />;
  const last = query.data.lastStep;
  const to = last && isCalculatorStep(last) && query.data.chooseCalculator != null ? last : 'choose-calculator';
  return <Navigate to={`/replace/${to}`} replace />;
}
