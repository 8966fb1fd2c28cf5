import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  /** The chunk's name: its module's, or its `codeSplitting` group's (scripts/chunk-groups.ts). */
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * Modules the user app's entry imports at start, one after the other (web/user/main.tsx): they
 * are part of every first load, like the entry's static imports.
 */
const STARTUP = /^(react-runtime|start-app)\.tsx?$/;

/**
 * A Vite build manifest (kept by scripts/build-web.ts as dist/web/{app}-manifest.json): which
 * files the entry loads, and which more each screen (pages/*.tsx) needs beyond them.
 */
export function readViteManifest(file: string) {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error(`${file} no tiene entrada`);
  const staticallyLoaded = closure(entry);
  const loaded = new Set(staticallyLoaded);
  for (const startup of (manifest[entry]!.dynamicImports ?? []).filter((k) => STARTUP.test(k))) {
    closure(startup, loaded);
  }
  const files = (keys: Iterable<string>) => [...keys].map((k) => manifest[k]!.file);
  const pageKeys = (page: string) => {
    if (!manifest[page]) throw new Error(`${file} no tiene ${page}`);
    return [...closure(page)].filter((k) => !loaded.has(k));
  };
  return {
    /** The entry script, the chunks it imports statically and those it imports at start. */
    entryFiles: files(loaded),
    /** The chunks the entry imports at start (the HTML does not name them). */
    startupFiles: files([...loaded].filter((k) => !staticallyLoaded.has(k))),
    /** The page's chunk and the chunks it imports that the entry does not. */
    pageFiles: (page: string): string[] => files(pageKeys(page)),
    /** The names of the chunks a first visit to the page loads, the entry's included. */
    firstLoadNames: (page: string): string[] =>
      [...loaded, ...pageKeys(page)].flatMap((k) => manifest[k]!.name ?? []),
    /** The names of the chunks a module (e.g. one a screen imports when idle) loads with it. */
    loadNames(key: string): string[] {
      if (!manifest[key]) throw new Error(`${file} no tiene ${key}`);
      return [...closure(key)].flatMap((k) => manifest[k]!.name ?? []);
    },
    pages: Object.keys(manifest).filter((k) => /^pages\/[^/]+\.tsx$/.test(k)),
  };
}
