import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { inArea } from '../../shared/i18n';
import { castingKinds, type CastingKind } from '@wheelend/domain';

// The hub casting questions are titled by the hub questionnaire's messages.
const Pages = lazy(inArea('hub', () => import('./Pages')));

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
