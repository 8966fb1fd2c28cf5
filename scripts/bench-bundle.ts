/**
 * Prints each web app's initial JavaScript (the entry script and the chunks it preloads), raw
 * and gzipped. Run `npm run build` first. Goal: user app ≤ 150 KB gzipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist/web');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function initialScripts(appDir: string): string[] {
  const html = readFileSync(path.join(appDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  return [...new Set(refs)].map((ref) => path.join(appDir, ref.replace(/^\.?\//, '')));
}

for (const app of ['user', 'admin']) {
  const scripts = initialScripts(path.join(dist, app));
  let raw = 0;
  let gz = 0;
  for (const file of scripts) {
    const content = readFileSync(file);
    raw += content.length;
    gz += gzipSync(content, { level: 9 }).length;
  }
  const goal =
    app === 'user' ? ` (meta ≤ 150 KB: ${gz <= 150 * 1024 ? 'cumple' : 'NO cumple'})` : '';
  console.log(
    `${app.padEnd(5)} JS inicial: ${kb(gz)} gzip, ${kb(raw)} sin comprimir, ${scripts.length} archivo(s)${goal}`,
  );
}
