import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { ScreenHydrated } from '@/lib/mount-app';
import { NotFound } from '@/components/layout/not-found';
import { loadableRoutes, type PageModule } from '@/lib/loadable-page';
import { ProtectedRoute } from './protected-route';
import { routePages } from './route-pages';
import { pathPattern, paths } from './route-paths';

// Every screen is its own chunk, so the first load only carries the shell (and the server
// preloads the requested screen's chunk from the HTML). Screens are composed from the features in
// ./pages (docs/decisions/web-layout.md).
const pageModules = import.meta.glob<PageModule>('./pages/*.tsx');

const routes = loadableRoutes(
  pageModules,
  (Object.keys(routePages) as (keyof typeof routePages)[]).map((name) => {
    const path = paths[name].path;
    return { ...routePages[name], path, pattern: pathPattern(path) };
  }),
);

/** Loads the screen of `pathname` (none for an unknown path), so it renders without waiting. */
export async function preloadScreen(pathname: string): Promise<void> {
  await routes.find((route) => route.pattern.test(pathname))?.preload();
}

/** All routes of the user app (docs/product/user-app.md#routes). Unknown paths get the 404 screen. */
export function UserRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner label="Cargando pantalla…" />}>
      <ScreenHydrated />
      <Switch>
        {routes.map(({ path, signedIn, Page }) =>
          signedIn ? (
            <ProtectedRoute key={path} path={path} component={Page} />
          ) : (
            <Route key={path} path={path} component={Page} />
          ),
        )}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
