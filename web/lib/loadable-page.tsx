import { lazy, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/**
 * A screen loaded on first use, or at once once `preload` has run: a page the server rendered
 * must hydrate without suspending (docs/decisions/server-rendering.md).
 */
export function loadablePage(load: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(load);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload };
}

/**
 * An app's screens, each loaded on first use (`loadablePage`): `pages` are the app's
 * `import.meta.glob('./pages/*.tsx')`, each route names its module `./pages/{page}.tsx`.
 */
export function loadableRoutes<R extends { page: string }>(
  pages: Record<string, () => Promise<PageModule>>,
  routes: R[],
) {
  return routes.map((route) => {
    const load = pages[`./pages/${route.page}.tsx`];
    if (!load) throw new Error(`Falta la pantalla ${route.page}`);
    return { ...route, ...loadablePage(load) };
  });
}
