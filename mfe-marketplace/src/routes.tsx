import type { RouteObject } from 'react-router-dom';
import { lazyPage, userPage } from '@tutor/ui';
import { paths } from './config/paths';
import { addMarketplaceTranslations } from './i18n/namespace';

addMarketplaceTranslations();

// One chunk per feature: the catalogue does not download the material form. (The shell
// mounts these with useRoutes, which does not run a route's `lazy`, hence React.lazy.)
const CataloguePage = lazyPage(
  () => import('./features/catalogue/components/CataloguePage'),
  'CataloguePage',
);
const MaterialPage = lazyPage(
  () => import('./features/material/components/MaterialPage'),
  'MaterialPage',
);
const MaterialLinkPage = lazyPage(
  () => import('./features/material/components/MaterialPage'),
  'MaterialLinkPage',
);
const MaterialFormPage = lazyPage(
  () => import('./features/material-form/components/MaterialFormPage'),
  'MaterialFormPage',
);
const PaymentReturnPage = lazyPage(
  () => import('./features/payment-return/components/PaymentReturnPage'),
  'PaymentReturnPage',
);
const PurchasesPage = lazyPage(
  () => import('./features/purchases/components/PurchasesPage'),
  'PurchasesPage',
);

/**
 * What this remote exposes as ./routes, all for signed-in people. Teachers act in the
 * marketplace (take, buy, favourite, publish, their purchases); a student sees the catalogue
 * and the material pages read-only, and the form and purchases pages say they are for
 * teachers.
 */
export const routes: RouteObject[] = [
  { path: paths.catalogue, element: userPage(CataloguePage) },
  { path: paths.purchases, element: userPage(PurchasesPage) },
  { path: paths.newMaterial, element: userPage(MaterialFormPage) },
  { path: paths.material, element: userPage(MaterialPage) },
  { path: paths.editMaterial, element: userPage(MaterialFormPage) },
  { path: paths.linkMaterial, element: userPage(MaterialLinkPage) },
  { path: paths.paymentReturn, element: userPage(PaymentReturnPage) },
];
