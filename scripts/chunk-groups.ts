/**
 * How the web apps' code is cut into files (rolldown's `output.codeSplitting` groups). Every file
 * a screen loads costs the browser's main thread a request, a response and a module to compile,
 * whatever its size, so what always loads together is one file; the rest keeps the bundler's
 * automatic split, and a screen loads only what it uses
 * (docs/decisions/web-speed.md#fewer-files-per-screen).
 */
const inPackage = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * zod alone: otherwise it shares a chunk with small helpers (schemas/*) that zod-free screens
 * import, and they would load it too.
 */
export const zodChunk = { name: 'zod', test: inPackage('zod'), priority: 30 };

/** React, its DOM renderer and its scheduler: part of every first load, one file instead of six. */
export const reactChunk = {
  name: 'react',
  test: inPackage('react', 'react-dom', 'scheduler'),
  priority: 20,
};

/**
 * Lucide's icons, a few hundred bytes each, in one file instead of one per icon: the user app's
 * screens load 8 to 10 of them. Not for the admin panel, whose login would load every icon of
 * its many screens (nor React's: its entry's files hold it together already).
 */
export const iconsChunk = { name: 'icons', test: inPackage('lucide-react'), priority: 10 };

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/** Every module `from` imports statically, itself included. */
function staticGraph(from: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(from);
  return seen;
}

/**
 * The admin panel's signed-in screens loaded 45 to 64 files each, most of them shared by a few
 * screens. What at least three of its lazily loaded parts share goes into one file, `panel`;
 * what the entry and the sign-in load stays out of it, so neither loads the panel's code
 * (docs/decisions/web-speed.md#fewer-files-in-the-admin-panel). Only the captured modules
 * themselves: with their dependencies too (rolldown's default) the group took React and the
 * entry loaded it all.
 */
export function adminPanelChunk(entryHtml: string, signInPage: string) {
  let outside: Set<string> | undefined;
  return {
    name: (id: string, graph: ModuleGraph) => {
      outside ??= new Set([...staticGraph(entryHtml, graph), ...staticGraph(signInPage, graph)]);
      return outside.has(id) ? null : 'panel';
    },
    test: (id: string) => !/[\\/]web[\\/]admin[\\/]pages[\\/]/.test(id),
    debugName: 'panel',
    minShareCount: 3,
    includeDependenciesRecursively: false,
    priority: 5,
  };
}

/**
 * Lucide's icons, a few hundred bytes each, are copied into the files that use them instead of
 * being one file each: an icon has no state, so two copies behave as one. (They stay out of
 * `panel`: the entry imports Lucide's index, which names every icon.)
 */
export const inlineIcons = {
  maxSize: 2048,
  exclude: (id: string) => !inPackage('lucide-react').test(id),
};
