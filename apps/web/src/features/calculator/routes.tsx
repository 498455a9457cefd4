import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { inArea } from '../../shared/i18n';

// The email step shows the email area's field texts.
const CalculatorPage = lazy(
  inArea(
    'calculator',
    inArea('email', () => import('./CalculatorPage')),
  ),
);
// /replace opens a step next: its module comes with the steps'.
const Resume = lazy(inArea('calculator', () => import('./CalculatorPage').then((m) => ({ default: m.Resume }))));

export const calculatorRoutes: RouteObject[] = [
  { path: 'replace', element: <Resume /> },
  { path: 'replace/:step', element: <CalculatorPage /> },
];
