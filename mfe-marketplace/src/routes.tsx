import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireUser } from '@tutor/ui';
import { paths } from './config/paths';
import { addMarketplaceTranslations } from './i18n/namespace';
import { PageLoading } from './shared/components/PageLoading';

addMarketplaceTranslations();

// One chunk per feature: the catalogue does not download the material form. (The shell
// mounts these with useRoutes, which does not run a route's `lazy`, hence React.lazy.)
const CataloguePage = lazy(() =>
  import('./features/catalogue/components/CataloguePage').then((m) => ({
    default: m.CataloguePage,
  })),
);
const MaterialPage = lazy(() =>
  import('./features/material/components/MaterialPage').then((m) => ({
    default: m.MaterialPage,
  })),
);
const MaterialLinkPage = lazy(() =>
  import('./features/material/components/MaterialPage').then((m) => ({
    default: m.MaterialLinkPage,
  })),
);
const MaterialFormPage = lazy(() =>
  import('./features/material-form/components/MaterialFormPage').then((m) => ({
    default: m.MaterialFormPage,
  })),
);
const PurchasesPage = lazy(() =>
  import('./features/purchases/components/PurchasesPage').then((m) => ({
    default: m.PurchasesPage,
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

/**
 * What this remote exposes as ./routes, all for signed-in people. Teachers act in the
 * marketplace (take, buy, favourite, publish, their purchases); a student sees the catalogue
 * and the material pages read-only, and the form and purchases pages say they are for
 * teachers.
 */
export const routes: RouteObject[] = [
  { path: paths.catalogue, element: page(CataloguePage) },
  { path: paths.purchases, element: page(PurchasesPage) },
  { path: paths.newMaterial, element: page(MaterialFormPage) },
  { path: paths.material, element: page(MaterialPage) },
  { path: paths.editMaterial, element: page(MaterialFormPage) },
  { path: paths.linkMaterial, element: page(MaterialLinkPage) },
];
