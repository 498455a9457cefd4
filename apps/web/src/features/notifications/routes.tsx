import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { inArea } from '../../shared/i18n';

const NotificationList = lazy(inArea('notifications', () => import('./NotificationList')));
const NotificationDetail = lazy(inArea('notifications', () => import('./NotificationDetail')));

export const notificationsRoutes: RouteObject[] = [
  { path: 'notification', element: <NotificationList /> },
  { path: 'hub/notification-detail/:id', element: <NotificationDetail /> },
];
