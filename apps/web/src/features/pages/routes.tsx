import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const NotFound = lazy(() => import('./NotFound'));

export const pageRoutes: RouteObject[] = [
  { path: '404', element: <NotFound /> },
  { path: '*', element: <NotFound /> },
];
