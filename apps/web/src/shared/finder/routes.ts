import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

export type PartPage = 'start' | 'search' | 'filter' | 'recommended' | 'details';

/** The addresses of a part finder under `root` (without the leading '/'): start, search, the filter
 * flow, the recommendation of a competitor number ({root}/{open}/:id) and details ({root}/{details}/:id). */
export function partFinderRoutes(
  root: string,
  paths: { open: string; details: string },
  page: (name: PartPage) => ReactNode,
): RouteObject[] {
  return [
    { path: root, element: page('start') },
    { path: `${root}/search`, element: page('search') },
    { path: `${root}/filter`, element: page('filter') },
    { path: `${root}/filter/:current`, element: page('filter') },
    { path: `${root}/filter/:current/:filters`, element: page('filter') },
    { path: `${root}/${paths.open}/:id`, element: page('recommended') },
    { path: `${root}/${paths.details}/:id`, element: page('details') },
  ];
}
