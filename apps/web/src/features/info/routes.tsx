import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { inArea } from '../../shared/i18n';

const NotFound = lazy(() => import('../../shared/ui/NotFound'));
const Disclaimer = lazy(inArea('info', () => import('./Disclaimer')));
const Help = lazy(inArea('info', () => import('./Help')));
const About = lazy(inArea('info', () => import('./About')));
const Contact = lazy(inArea('info', () => import('./Contact')));

export const infoRoutes: RouteObject[] = [
  { path: 'disclaimer', element: <Disclaimer /> },
  { path: 'help', element: <Help /> },
  { path: 'mobile-help', element: <Help /> },
  { path: 'about', element: <About /> },
  { path: 'contact', element: <Contact /> },
  { path: '404', element: <NotFound /> },
  { path: '*', element: <NotFound /> },
];
