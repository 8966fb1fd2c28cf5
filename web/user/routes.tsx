import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { NotFound } from '@/components/layout/not-found';
import { ProtectedRoute } from './protected-route';
import { routePages } from './route-pages';
import { paths } from './route-paths';

// Every screen is its own chunk, so the first load only carries the shell (and the server
// preloads the requested screen's chunk from the HTML). Screens are composed from the features in
// ./pages (docs/decisions/web-layout.md).
const pageModules = import.meta.glob<{ default: ComponentType }>('./pages/*.tsx');
const pages = new Map(
  Object.entries(pageModules).map(([file, load]) => [file, lazy(load)] as const),
);

const routes = (Object.keys(routePages) as (keyof typeof routePages)[]).map((name) => {
  const { page, signedIn } = routePages[name];
  const component = pages.get(`./pages/${page}.tsx`);
  if (!component) throw new Error(`Falta la pantalla ${page}`);
  return { path: paths[name].path, signedIn, component };
});

/** All routes of the user app (SPEC §2). Unknown paths get the 404 screen. */
export function UserRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner label="Cargando pantalla…" />}>
      <Switch>
        {routes.map(({ path, signedIn, component }) =>
          signedIn ? (
            <ProtectedRoute key={path} path={path} component={component} />
          ) : (
            <Route key={path} path={path} component={component} />
          ),
        )}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
