/**
 * Prints each web app's initial JavaScript per screen (the entry and what it imports, plus the
 * screen's own chunks, all of which the first visit to that screen loads), raw and gzipped. Run
 * `npm run build` first. Goal: the user app's first screen ≤ 90 KB gzipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readViteManifest } from './vite-manifest';

const dist = path.resolve(import.meta.dirname, '../dist/web');
const GOAL_KB = 90;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

const sizes = new Map<string, { raw: number; gz: number }>();
function size(app: string, file: string) {
  const key = `${app}/${file}`;
  let known = sizes.get(key);
  if (!known) {
    const content = readFileSync(path.join(dist, app, file));
    known = { raw: content.length, gz: gzipSync(content, { level: 9 }).length };
    sizes.set(key, known);
  }
  return known;
}

const total = (app: string, files: string[]) =>
  files.reduce(
    (sum, file) => {
      const { raw, gz } = size(app, file);
      return { raw: sum.raw + raw, gz: sum.gz + gz };
    },
    { raw: 0, gz: 0 },
  );

for (const app of ['user', 'admin']) {
  const manifest = readViteManifest(path.join(dist, `${app}-manifest.json`));
  const entry = total(app, manifest.entryFiles);
  console.log(`\n${app === 'user' ? 'App de usuario' : 'App de administración'}`);
  console.log(`  ${'entrada (común)'.padEnd(36)} ${kb(entry.gz)} gzip ${kb(entry.raw)}`);
  let largest = 0;
  for (const page of manifest.pages) {
    const own = total(app, manifest.pageFiles(page));
    const gz = entry.gz + own.gz;
    largest = Math.max(largest, gz);
    const name = path.basename(page, '.tsx');
    console.log(
      `  ${name.padEnd(36)} ${kb(gz)} gzip ${kb(entry.raw + own.raw)}   (pantalla ${kb(own.gz).trim()})`,
    );
  }
  if (app === 'user') {
    const verdict = largest <= GOAL_KB * 1024 ? 'cumple' : 'NO cumple';
    console.log(`  Pantalla más pesada: ${kb(largest).trim()} (meta ≤ ${GOAL_KB} KB: ${verdict})`);
  }
}
