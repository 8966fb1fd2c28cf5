import { writeFileSync } from 'node:fs';
import type { UserRoutePreloads } from '../server/plugins/user-shell';
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
    (name): UserRoutePreloads => {
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
