import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { inArea } from '../../shared/i18n';

const ChoosePath = lazy(inArea('hub', () => import('./pages/ChoosePath')));
const FindAssembly = lazy(inArea('hub', () => import('./pages/FindAssembly')));
const FindAssemblyDetail = lazy(inArea('hub', () => import('./pages/FindAssemblyDetail')));
const Search = lazy(inArea('hub', () => import('./pages/Search')));
const NoResults = lazy(inArea('hub', () => import('./pages/NoResults')));
const NotAvailable = lazy(inArea('hub', () => import('./pages/NotAvailable')));
const MeritorExclusive = lazy(
  inArea('hub', () => import('./pages/Exclusive').then((m) => ({ default: m.MeritorExclusive }))),
);
const VolvoExclusive = lazy(
  inArea('hub', () => import('./pages/Exclusive').then((m) => ({ default: m.VolvoExclusive }))),
);
const Filters = lazy(inArea('hub', () => import('./pages/Filters')));
const Step = lazy(inArea('hub', () => import('./pages/Step')));
const ResultsPage = lazy(inArea('hub', () => import('./pages/ResultsPage')));
// A screen with a print sheet loads the sheet's messages with its own, not after its first render.
const Details = lazy(
  inArea(
    'hub',
    inArea('print', () => import('./pages/Details')),
  ),
);
const CompareHub = lazy(inArea('hub', () => import('./pages/CompareHub')));
const Compare = lazy(inArea('hub', () => import('./pages/Compare')));
const Email = lazy(
  inArea(
    'hub',
    inArea('email', () => import('./pages/Email')),
  ),
);

export const hubRoutes: RouteObject[] = [
  { path: 'hub/choose-path', element: <ChoosePath /> },
  { path: 'hub/find-assembly', element: <FindAssembly /> },
  { path: 'hub/find-assembly-detail', element: <FindAssemblyDetail /> },
  { path: 'hub/search', element: <Search /> },
  { path: 'hub/no-results', element: <NoResults /> },
  { path: 'hub/not-available/:id', element: <NotAvailable /> },
  { path: 'hub/meritor-exclusive', element: <MeritorExclusive /> },
  { path: 'hub/volvo-exclusive', element: <VolvoExclusive /> },
  { path: 'hub/filters/:filters', element: <Filters /> },
  { path: 'hub/finder', element: <Navigate to="/hub/choose-path" replace /> },
  { path: 'filters', element: <Navigate to="/hub/truck-type" replace /> },
  { path: 'hub/results', element: <ResultsPage /> },
  { path: 'hub/details/:id', element: <Details /> },
  { path: 'hub/compare-hub', element: <CompareHub /> },
  { path: 'hub/compare/:assembly/:compareAssembly', element: <Compare /> },
  { path: 'hub/email', element: <Email /> },
  { path: 'hub/:step', element: <Step /> },
];
