import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { HomeRedirect } from './HomeRedirect';
import { RemoteOutlet } from './RemoteOutlet';
import { SettingsPage } from './SettingsPage';

export const shellRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'settings', element: <SettingsPage /> },
      // Everything else belongs to a remote (or is not found).
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
];
