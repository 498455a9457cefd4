import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { inArea } from '../../shared/i18n';

const Home = lazy(inArea('home', () => import('./Home')));

export const homeRoutes: RouteObject[] = [{ path: 'hub', element: <Home /> }];
