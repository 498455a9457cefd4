import { lazy } from 'react';
import { partFinderRoutes } from '../../shared/finder/routes';
import { inArea } from '../../shared/i18n';

const Pages = lazy(
  inArea(
    'rotor',
    inArea('words', () => import('./Pages')),
  ),
);

const root = 'hub/replacement-rotor';
export const rotorRoutes = [
  ...partFinderRoutes(root, { open: 'recommended-rotors', details: 'rotordetails' }, (page) => <Pages page={page} />),
  { path: `${root}/rotors/:casting`, element: <Pages page="casting" /> },
];
