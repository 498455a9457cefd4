import type { RouteObject } from 'react-router';
import Home from './Home';

// The start screen (the app's start URL) comes with the first load instead of a second request.
export const homeRoutes: RouteObject[] = [{ path: 'hub', element: <Home /> }];
