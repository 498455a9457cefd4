import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { Shell } from './Shell';
import { saveAppVersion } from '../shared/appState';
import { refreshEnvironment } from '../features/notifications/store';
import { homeRoutes } from '../features/home/routes';
import { hubRoutes } from '../features/hub/routes';
import { infoRoutes } from '../features/info/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { calculatorRoutes } from '../features/calculator/routes';
import { drumRoutes } from '../features/drum/routes';
import { rotorRoutes } from '../features/rotor/routes';
import { partsRoutes } from '../features/parts/routes';
import { castingRoutes } from '../features/casting/routes';
import { studRoutes } from '../features/stud/routes';
import { offlineRoutes } from '../features/offline/routes';

/** `/` goes to `/hub`; a `version` query parameter is saved as the app version first. */
function rootLoader({ request }: { request: Request }) {
  const version = new URL(request.url).searchParams.get('version');
  if (version) {
    saveAppVersion(version);
    refreshEnvironment();
  }
  return redirect('/hub');
}

const routes: RouteObject[] = [
  { path: '/', loader: rootLoader },
  {
    element: <Shell />,
    children: [
      ...homeRoutes,
      ...drumRoutes,
      ...rotorRoutes,
      ...castingRoutes,
      ...studRoutes,
      ...hubRoutes,
      ...partsRoutes,
      ...notificationsRoutes,
      ...calculatorRoutes,
      ...offlineRoutes,
      ...infoRoutes,
    ],
  },
];

/** Made once, after the messages (start.tsx). */
export const makeRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof makeRouter>;
