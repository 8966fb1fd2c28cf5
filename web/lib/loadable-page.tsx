import { lazy, type ComponentType } from 'react';

/**
 * A screen's module. `preloadParts` loads what the screen itself loads on demand and shows at
 * once for this address (the dashboard's open tab), so a page the server rendered hydrates whole.
 */
export type PageModule = {
  default: ComponentType;
  preloadParts?: (search: string) => Promise<unknown>;
};

/**
 * A component loaded on first use, or at once once `preload` has run: a page the server
 * rendered must hydrate without suspending, or a click on a part still loading would be lost
 * (docs/decisions/server-rendering.md).
 */
export function loadablePage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(load);
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Page, preload };
}

/**
 * An app's screens, each loaded on first use (`loadablePage`), and before hydrating with the
 * parts its address shows: `pages` are the app's `import.meta.glob('./pages/*.tsx')`, each route
 * names its module `./pages/{page}.tsx`.
 */
export function loadableRoutes<R extends { page: string }>(
  pages: Record<string, () => Promise<PageModule>>,
  routes: R[],
) {
  return routes.map((route) => {
    const load = pages[`./pages/${route.page}.tsx`];
    if (!load) throw new Error(`Falta la pantalla ${route.page}`);
    const { Page, preload } = loadablePage(load);
    const preloadWithParts = async (search = '') => {
      await (await load()).preloadParts?.(search);
      await preload();
    };
    return { ...route, Page, preload: preloadWithParts };
  });
}
