import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const Start = lazy(() => import('./pages/Start'));
const Search = lazy(() => import('./pages/Search'));
const Filter = lazy(() => import('./pages/Filter'));
const Recommended = lazy(() => import('./pages/Recommended'));
const OfCasting = lazy(() => import('./pages/OfCasting'));
const Details = lazy(() => import('./pages/Details'));

const root = 'hub/replacement-rotor';
export const rotorRoutes: RouteObject[] = [
  { path: root, element: <Start /> },
  { path: `${root}/search`, element: <Search /> },
  { path: `${root}/filter`, element: <Filter /> },
  { path: `${root}/filter/:current`, element: <Filter /> },
  { path: `${root}/filter/:current/:filters`, element: <Filter /> },
  { path: `${root}/recommended-rotors/:rotorId`, element: <Recommended /> },
  { path: `${root}/rotors/:casting`, element: <OfCasting /> },
  { path: `${root}/rotordetails/:id`, element: <Details /> },
];
