import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const NotFound = lazy(() => import('../../shared/ui/NotFound'));
const Disclaimer = lazy(() => import('./Disclaimer'));
const Help = lazy(() => import('./Help'));
const About = lazy(() => import('./About'));
const Contact = lazy(() => import('./Contact'));

export const infoRoutes: RouteObject[] = [
  { path: 'disclaimer', element: <Disclaimer /> },
  { path: 'help', element: <Help /> },
  { path: 'mobile-help', element: <Help /> },
  { path: 'about', element: <About /> },
  { path: 'contact', element: <Contact /> },
  { path: '404', element: <NotFound /> },
  { path: '*', element: <NotFound /> },
];
