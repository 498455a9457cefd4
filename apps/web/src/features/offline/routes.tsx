import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { inArea } from '../../shared/i18n';

const SaveCatalog = lazy(inArea('offline', () => import('./SaveCatalog')));
// A saved part's types and specs are the catalog's words, the rotor finder's and the hub's.
const SavedPart = lazy(
  inArea(
    'offline',
    inArea(
      'words',
      inArea(
        'rotor',
        inArea('hub', () => import('./SavedPart')),
      ),
    ),
  ),
);

export const offlineRoutes: RouteObject[] = [
  { path: 'offline', element: <SaveCatalog /> },
  { path: 'offline/part/:number', element: <SavedPart /> },
];
