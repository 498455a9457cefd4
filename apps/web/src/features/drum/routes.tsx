import { lazy } from 'react';
import { partFinderRoutes } from '../../shared/finder/routes';
import { inArea } from '../../shared/i18n';

const Pages = lazy(
  inArea(
    'drum',
    inArea('words', () => import('./Pages')),
  ),
);

export const drumRoutes = partFinderRoutes(
  'hub/replacement-drum',
  { open: 'recommended-drums', details: 'drumdetails' },
  (page) => <Pages page={page} />,
);
