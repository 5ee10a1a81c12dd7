import type { RouteObject } from 'react-router-dom';
import { lazyPage, userPage } from '@tutor/ui';
import { paths } from './config/paths';
import { addJournalTranslations } from './i18n/namespace';

addJournalTranslations();

// One chunk per feature: the journal does not download the payouts pages. (The shell
// mounts these with useRoutes, which does not run a route's `lazy`, hence React.lazy.)
const JournalPage = lazyPage(
  () => import('./features/journal/components/JournalPage'),
  'JournalPage',
);
const PayoutsPage = lazyPage(
  () => import('./features/payouts/components/PayoutsPage'),
  'PayoutsPage',
);
const RequisitesPage = lazyPage(
  () => import('./features/payouts/components/RequisitesPage'),
  'RequisitesPage',
);
const SalesPage = lazyPage(() => import('./features/payouts/components/SalesPage'), 'SalesPage');
const PayoutRegisterPage = lazyPage(
  () => import('./features/payout-register/components/PayoutRegisterPage'),
  'PayoutRegisterPage',
);

/** What this remote exposes as ./routes, all for signed-in people. */
export const routes: RouteObject[] = [
  { path: paths.journal, element: userPage(JournalPage) },
  { path: paths.payouts, element: userPage(PayoutsPage) },
  { path: paths.payoutRequisites, element: userPage(RequisitesPage) },
  { path: paths.payoutSales, element: userPage(SalesPage) },
  { path: paths.payoutRegister, element: userPage(PayoutRegisterPage) },
];
