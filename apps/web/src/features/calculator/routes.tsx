import type { RouteObject } from 'react-router';

export const calculatorRoutes: RouteObject[] = [];
