import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { ScreenHydrated } from '@/lib/mount-app';
import { NotFound } from '@/components/layout/not-found';
import { loadableRoutes, type PageModule } from '@/lib/loadable-page';
import { adminPaths } from '@/admin-lib/route-paths';
import { RequireAdmin } from './require-admin';
import { adminPathPattern, adminRoutePages } from './route-pages';

// Every screen is its own chunk, loaded the first time it is opened (or before hydrating the
// page the server rendered).
const pageModules = import.meta.glob<PageModule>('./pages/*.tsx');

const routes = loadableRoutes(
  pageModules,
  (Object.keys(adminRoutePages) as (keyof typeof adminRoutePages)[]).map((name) => {
    const path = adminPaths[name];
    return { ...adminRoutePages[name], path, pattern: adminPathPattern(path) };
  }),
);

/**
 * Loads the screen of `pathname` (inside the prefix) and the parts `search` shows at once, so it
 * renders without waiting.
 */
export async function preloadAdminScreen(pathname: string, search: string): Promise<void> {
  await routes.find((route) => route.pattern.test(pathname))?.preload(search);
}

/** Every screen of the panel; the signed-in ones behind RequireAdmin. */
export function AdminRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner label="Cargando pantalla…" />}>
      <ScreenHydrated />
      <Switch>
        {routes.map(({ path, signedIn, Page }) => (
          <Route key={path} path={path}>
            {signedIn ? (
              <RequireAdmin>
                <Page />
              </RequireAdmin>
            ) : (
              <Page />
            )}
          </Route>
        ))}
        <Route path="/">
          <Redirect to={adminPaths.login} replace />
        </Route>
        <Route>
          <NotFound homeHref={adminPaths.dashboard} />
        </Route>
      </Switch>
    </Suspense>
  );
}
