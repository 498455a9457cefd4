import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { Shell } from './Shell';
import { hubRoutes } from '../features/hub/routes';
import { pageRoutes } from '../features/pages/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { calculatorRoutes } from '../features/calculator/routes';

/** `/` goes to `/hub`; a `version` query parameter is kept as the app version first. */
function rootLoader({ request }: { request: Request }) {
  const version = new URL(request.url).searchParams.get('version');
  if (version) {
    try {
      localStorage.setItem('appVersion', version);
    } catch {
      /* storage unavailable */
    }
  }
  return redirect('/hub');
}

const routes: RouteObject[] = [
  { path: '/', loader: rootLoader },
  {
    element: <Shell />,
    children: [...hubRoutes, ...notificationsRoutes, ...calculatorRoutes, ...pageRoutes],
  },
];

export const router = createBrowserRouter(routes);
