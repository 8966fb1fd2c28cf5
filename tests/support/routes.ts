import type { FastifyInstance } from 'fastify';

/** Every route of the app as [path, methods], read from the router's printed tree. */
export function registeredRoutes(app: FastifyInstance): [string, string[]][] {
  const routes: [string, string[]][] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack.splice(depth, stack.length, path);
    if (match[3]) routes.push([path, match[3].split(', ')]);
  }
  return routes;
}
