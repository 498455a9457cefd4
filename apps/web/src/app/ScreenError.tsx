import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ApiError } from '../shared/api';
import { useT } from '../shared/i18n';
import { ErrorState } from '../shared/ui/ErrorState';
import { failedToLoad, loadAnew, replaced } from './loadAnew';

const unreached = new ApiError(0, 'NETWORK', '');

/** A screen that failed whole, in the shell: most often its code did not come (the server is down, or a
 * new build took the old files away). Retry shows it again in place, or loads the new build's page. */
export default function ScreenError() {
  const error = useRouteError();
  const [loading] = useState(() => failedToLoad(error));
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  useEffect(loadAnew, [error]);

  const retry = async () => {
    if (loading && (await replaced())) return window.location.reload();
    // The same address again: the router's error boundary then shows the screen anew.
    await navigate(location, { replace: true, state: location.state });
  };
  const heading = t('common.error.screen');
  // `action`: Retry is offered offline too, where the notice of what works offline may lack its texts.
  return (
    <ErrorState
      error={loading ? unreached : error}
      action
      heading={heading}
      title={heading}
      onRetry={() => void retry()}
    />
  );
}
