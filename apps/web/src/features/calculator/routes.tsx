import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CalculatorPage = lazy(() => import('./CalculatorPage'));
const Resume = lazy(() => import('./Resume'));

export const calculatorRoutes: RouteObject[] = [
  { path: 'replace', element: <Resume /> },
  { path: 'replace/:step', element: <CalculatorPage /> },
];
