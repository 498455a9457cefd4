import type { ReactElement } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { Shell } from './Shell';
import ScreenError from './ScreenError';
import { saveAppVersion } from '../shared/appState';
import { refreshEnvironment } from '../features/notifications/store';
import { homeRoutes } from '../features/home/routes';
import { hubRoutes } from '../features/hub/routes';
import { infoRoutes, notFound } from '../features/info/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { calculatorRoutes } from '../features/calculator/routes';
import { drumRoutes } from '../features/drum/routes';
import { rotorRoutes } from '../features/rotor/routes';
import { partsRoutes } from '../features/parts/routes';
import { castingRoutes } from '../features/casting/routes';
import { studRoutes } from '../features/stud/routes';
import { offlineRoutes } from '../features/offline/routes';
import { discovery } from './discover';
import { keepImports } from './lazyScreens';

/** `/` goes to `/hub`; a `version` query parameter is saved as the app version first. */
function rootLoader({ request }: { request: Request }) {
  const version = new URL(request.url).searchParams.get('version');
  if (version) {
    saveAppVersion(version);
    refreshEnvironment();
  }
  return redirect('/hub');
}

const SHELL = 'shell';
// An address no route matches (the splat's pattern takes no line break) is a 404 of the router's first
// route: the app's own Page Not Found in its frame, not the router's error page.
const root: RouteObject = {
  path: '/',
  loader: rootLoader,
  errorElement: <Shell>{notFound}</Shell>,
};
// A screen that fails (its code did not load) shows the app's error in the shell, not the router's page.
// Its code is part of the app's start (about 0.3 KB gzipped): as a chunk of its own, loaded once the app
// had rendered, a screen that failed before it came showed the router's page.
const screenError = <ScreenError />;
const screens: RouteObject[] = [
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
].map((route) => ({ ...route, errorElement: screenError }));
keepImports(screens);
const shell = (children: RouteObject[]): RouteObject => ({ id: SHELL, element: <Shell />, children });

export const routes: RouteObject[] = [root, shell(screens)];

/** Every address pattern of the routes (without the leading '/'), and whether it shows Page Not Found:
 * the server answers an address whose pattern does, or that none matches, with a 404 status. */
export function pagePatterns(list: RouteObject[] = routes, parent = ''): { path: string; notFound: boolean }[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/^\/+|\/+$/g, '');
    const own = route.path === undefined ? [] : [{ path, notFound: route.element === notFound }];
    return [...own, ...pagePatterns(route.children ?? [], path)];
  });
}

/** The app's routes for a router that starts at `pathname`: the screens it may show there, and the
 * others given to the router as navigations reach them (discover.ts). */
export function startRoutes(pathname: string) {
  const { first, patchRoutesOnNavigation } = discovery(screens, pathname, SHELL);
  return { routes: [root, shell(first)], patchRoutesOnNavigation };
}

/** Made once, after the messages (start.tsx). */
export function makeRouter() {
  const { routes, patchRoutesOnNavigation } = startRoutes(window.location.pathname);
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
export type AppRouter = ReturnType<typeof makeRouter>;

/** Resolves once the router has matched its address: one that may show a screen with parameters asks
 * for more routes first (discover.ts), after the call that made it. */
export const ready = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

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
