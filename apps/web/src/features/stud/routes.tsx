import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { inArea } from '../../shared/i18n';

const Pages = lazy(inArea('stud', () => import('./Pages')));

const root = 'hub/stud';
export const studRoutes: RouteObject[] = [
  { path: root, element: <Pages page="start" /> },
  { path: `${root}/summaries`, element: <Pages page="start" /> },
  { path: `${root}/summaries/:id`, element: <Pages page="summaries" /> },
  { path: `${root}/filter`, element: <Pages page="filter" /> },
  { path: `${root}/filter/:current`, element: <Pages page="filter" /> },
  { path: `${root}/filter/:current/:filters`, element: <Pages page="filter" /> },
  { path: `${root}/filters/:current`, element: <Pages page="filters" /> },
];
