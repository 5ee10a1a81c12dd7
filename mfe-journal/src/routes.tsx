import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireUser } from '@tutor/ui';
import { paths } from './config/paths';
import { addJournalTranslations } from './i18n/namespace';
import { PageLoading } from './shared/components/PageLoading';

addJournalTranslations();

// One chunk per feature: the journal does not download the payouts pages. (The shell
// mounts these with useRoutes, which does not run a route's `lazy`, hence React.lazy.)
const JournalPage = lazy(() =>
  import('./features/journal/components/JournalPage').then((m) => ({ default: m.JournalPage })),
);
const PayoutsPage = lazy(() =>
  import('./features/payouts/components/PayoutsPage').then((m) => ({ default: m.PayoutsPage })),
);
const RequisitesPage = lazy(() =>
  import('./features/payouts/components/RequisitesPage').then((m) => ({
    default: m.RequisitesPage,
  })),
);
const SalesPage = lazy(() =>
  import('./features/payouts/components/SalesPage').then((m) => ({ default: m.SalesPage })),
);
const PayoutRegisterPage = lazy(() =>
  import('./features/payout-register/components/PayoutRegisterPage').then((m) => ({
    default: m.PayoutRegisterPage,
  })),
);

/** A page for signed-in people (a guest goes to /login), its code loaded on first visit. */
function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <RequireUser>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RequireUser>
  );
}

/** What this remote exposes as ./routes, all for signed-in people. */
export const routes: RouteObject[] = [
  { path: paths.journal, element: page(JournalPage) },
  { path: paths.payouts, element: page(PayoutsPage) },
  { path: paths.payoutRequisites, element: page(RequisitesPage) },
  { path: paths.payoutSales, element: page(SalesPage) },
  { path: paths.payoutRegister, element: page(PayoutRegisterPage) },
];
