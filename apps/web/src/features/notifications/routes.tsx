import type { RouteObject } from 'react-router';

export const notificationsRoutes: RouteObject[] = [];
