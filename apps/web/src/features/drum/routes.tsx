import { lazy } from 'react';
import { partFinderRoutes } from '../../shared/finder/routes';

const Pages = lazy(() => import('./Pages'));

export const drumRoutes = partFinderRoutes(
  'hub/replacement-drum',
  { open: 'recommended-drums', details: 'drumdetails' },
  (page) => <Pages page={page} />,
);
