import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const Home = lazy(() => import('./Home'));

export const homeRoutes: RouteObject[] = [{ path: 'hub', element: <Home /> }];
