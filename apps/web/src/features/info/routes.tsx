import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { inArea } from '../../shared/i18n';

const NotFound = lazy(() => import('../../shared/ui/NotFound'));
const Disclaimer = lazy(inArea('info', () => import('./Disclaimer')));
const Help = lazy(inArea('info', () => import('./Help')));
const About = lazy(inArea('info', () => import('./About')));
const Contact = lazy(inArea('info', () => import('./Contact')));

/** Page Not Found, at the address asked for: for the addresses no screen shows. */
export const notFound = <NotFound />;

export const infoRoutes: RouteObject[] = [
  { path: 'disclaimer', element: <Disclaimer /> },
  { path: 'help', element: <Help /> },
  { path: 'mobile-help', element: <Help /> },
  { path: 'about', element: <About /> },
  { path: 'contact', element: <Contact /> },
  { path: '404', element: notFound },
  { path: '*', element: notFound },
];
