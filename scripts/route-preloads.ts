import { writeFileSync } from 'node:fs';
import type { RoutePreloads } from '../server/plugins/page-shell';
import { adminPathPattern, adminRoutePages } from '../web/admin/route-pages';
import { adminPaths } from '../web/admin-lib/route-paths';
import { routePages } from '../web/user/route-pages';
import { pathPattern, paths } from '../web/user/route-paths';
import { readViteManifest } from './vite-manifest';

/**
 * Writes `routesFile` for the server: per route of the user app, the pattern of its paths, the
 * chunks the entry imports at start and those its screen needs beyond them, and its first API reads (preloaded from the HTML).
 */
export function writeUserRoutePreloads(manifestFile: string, routesFile: string) {
  const manifest = readViteManifest(manifestFile);
  const routes = (Object.keys(routePages) as (keyof typeof routePages)[]).map(
    (name): RoutePreloads => {
      const { page, signedIn, reads } = routePages[name];
      return {
        pattern: pathPattern(paths[name].path).source,
        modules: [...manifest.startupFiles, ...manifest.pageFiles(`pages/${page}.tsx`)].map(
          (file) => `/${file}`,
        ),
        reads: [...reads],
        signedIn,
      };
    },
  );
  writeFileSync(routesFile, `${JSON.stringify(routes, null, 2)}\n`);
}

/**
 * The same for the admin panel, whose patterns match paths inside its prefix and whose files are
 * named relative to it (the prefix is never written into a file). Its reads carry a token the
 * HTML cannot preload, so none are listed.
 */
export function writeAdminRoutePreloads(manifestFile: string, routesFile: string) {
  const manifest = readViteManifest(manifestFile);
  const routes = (Object.keys(adminRoutePages) as (keyof typeof adminRoutePages)[]).map(
    (name): RoutePreloads => {
      const { page, signedIn } = adminRoutePages[name];
      return {
        pattern: adminPathPattern(adminPaths[name]).source,
        modules: manifest.pageFiles(`pages/${page}.tsx`).map((file) => `./${file}`),
        reads: [],
        signedIn,
      };
    },
  );
  writeFileSync(routesFile, `${JSON.stringify(routes, null, 2)}\n`);
}
