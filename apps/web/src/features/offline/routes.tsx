import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { inArea } from '../../shared/i18n';

const SaveCatalog = lazy(inArea('offline', () => import('./SaveCatalog')));
const SavedPart = lazy(inArea('offline', () => import('./SavedPart')));

export const offlineRoutes: RouteObject[] = [
  { path: 'offline', element: <SaveCatalog /> },
  { path: 'offline/part/:number', element: <SavedPart /> },
];
