import type { ReactElement } from 'react';
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

export const routes: RouteObject[] = [
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

type Lazy = { _init?: (payload: unknown) => unknown; _payload?: unknown };

/** Loads the code of the screen an address shows (its `lazy` component), so that the app's first
 * render has it: a page rendered on the server is then taken over in place at once, where a screen
 * still loading would be rendered anew by the first update that reaches it. */
export async function loadScreen(router: AppRouter) {
  for (const { route } of router.state.matches) {
    const screen = (route.element as ReactElement | undefined)?.type as Lazy | undefined;
    if (typeof screen !== 'object' || !screen?._init) continue;
    try {
      screen._init(screen._payload);
    } catch (loading) {
      await Promise.resolve(loading).catch(() => undefined);
    }
  }
}
