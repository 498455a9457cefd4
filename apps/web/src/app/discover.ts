import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

const segments = (path: string) => path.split('/').filter(Boolean);

function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a route may show an address's path: as many segments (at least as many before a splat), each
 * of its own words the same in any case, raw or decoded. True wherever React Router would match it. */
export function mayMatch(route: RouteObject, pathname: string): boolean {
  if (route.path === undefined || route.path.includes('?')) return true;
  const want = segments(route.path);
  const have = segments(pathname);
  const splat = want.at(-1) === '*';
  if (splat) want.pop();
  if (splat ? have.length < want.length : have.length !== want.length) return false;
  return want.every((word, i) => {
    if (word.startsWith(':')) return true;
    const lower = word.toLowerCase();
    return have[i]!.toLowerCase() === lower || decoded(have[i]!).toLowerCase() === lower;
  });
}

/** The screens a router starts with, those the address may show, and the call that gives it the others
 * under `parent` as navigations reach them. React Router compiles and ranks every route it is given, a
 * long task on a slow phone for all of the app's screens at once. */
export function discovery(screens: RouteObject[], pathname: string, parent: string) {
  const first = screens.filter((route) => mayMatch(route, pathname));
  let rest = screens.filter((route) => !first.includes(route));
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch, signal }) => {
    const found = rest.filter((route) => mayMatch(route, path));
    // A navigation left for another takes no routes: they stay for the next.
    if (!found.length || signal.aborted) return;
    patch(parent, found);
    rest = rest.filter((route) => !found.includes(route));
  };
  return { first, patchRoutesOnNavigation };
}
