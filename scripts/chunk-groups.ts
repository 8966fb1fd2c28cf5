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
