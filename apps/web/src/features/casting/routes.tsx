import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { castingKinds, type CastingKind } from '@wheelend/domain';
import { inArea, loadArea } from '../../shared/i18n';

// Hub and drum casting questions keep the hub and drum finders' titles: their areas load too, and the
// results' statuses are the catalog's words.
const Pages = lazy(
  inArea('casting', () =>
    Promise.all([import('./Pages'), loadArea('hub'), loadArea('drum'), loadArea('words')]).then(([m]) => m),
  ),
);

/** /hub/casting, /hub/rotor-casting and /hub/drum-casting, each with its filter screens. */
export const castingRoutes: RouteObject[] = (Object.keys(castingKinds) as CastingKind[]).flatMap((kind) => {
  const root = castingKinds[kind].root.slice(1);
  const filter = <Pages kind={kind} page="filter" />;
  return [
    { path: root, element: <Pages kind={kind} page="start" /> },
    { path: `${root}/filter`, element: filter },
    { path: `${root}/filter/:current`, element: filter },
    { path: `${root}/filter/:current/:filters`, element: filter },
  ];
});
