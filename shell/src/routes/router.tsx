import { retryingLazy } from '@tutor/ui';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { HomeRedirect } from './HomeRedirect';
import { Loading } from '../shared/components/Loading';
import { RemoteOutlet } from './RemoteOutlet';
import { SettingsPage } from './SettingsPage';

// Its own chunk: the list page is opened from the bell, not on every first page.
const NotificationsPage = retryingLazy(
  () =>
    import('../features/notifications/NotificationsPage').then((m) => ({
      default: m.NotificationsPage,
    })),
  <Loading />,
);

// Operators only: its code stays out of everyone else's first page.
const RemotesStatusPage = retryingLazy(
  () =>
    import('../features/operator/RemotesStatusPage').then((m) => ({
      default: m.RemotesStatusPage,
    })),
  <Loading />,
);

export const shellRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'settings', element: <SettingsPage /> },
      {
        path: 'notifications',
        element: <NotificationsPage />,
      },
      {
        path: 'operator/remotes',
        element: <RemotesStatusPage />,
      },
      // Everything else belongs to a remote (or is not found).
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
];
