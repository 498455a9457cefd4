import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const SaveCatalog = lazy(() => import('./SaveCatalog'));
const SavedPart = lazy(() => import('./SavedPart'));

export const offlineRoutes: RouteObject[] = [
  { path: 'offline', element: <SaveCatalog /> },
  { path: 'offline/part/:number', element: <SavedPart /> },
];
