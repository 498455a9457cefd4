import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const NotificationList = lazy(() => import('./NotificationList'));
const NotificationDetail = lazy(() => import('./NotificationDetail'));

export const notificationsRoutes: RouteObject[] = [
  { path: 'notification', element: <NotificationList /> },
  { path: 'hub/notification-detail/:id', element: <NotificationDetail /> },
];
