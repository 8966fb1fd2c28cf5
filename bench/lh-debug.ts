import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from './support/web-app';
const root = path.resolve(import.meta.dirname, '..');
const pages = (process.argv[2] ?? '/').split(',');
const n = Number(process.argv[3] ?? 1);
const app = await startApp(mkdtempSync(path.join(tmpdir(), 'lhd-')));
const r = await fetch(`${app.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ana@demo.cartera.mx', password: 'Cartera-Demo-2026' }) });
const cookie = `sid=${/sid=([^;]+)/.exec(r.headers.get('set-cookie')!)![1]}`;
for (let i = 0; i < n; i++) for (const p of pages) {
  const out = spawnSync(process.execPath, [path.join(root, 'node_modules/lighthouse/cli/index.js'), app.base + p, '--only-categories=performance', '--form-factor=mobile', '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run', `--extra-headers=${JSON.stringify({ cookie })}`], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 1 << 30 });
  const rep = JSON.parse(out.stdout.toString());
  const f = `/tmp/lh/${p.replace(/\W/g, '_')}-${i}.json`;
  writeFileSync(f, out.stdout);
  const a = rep.audits;
  console.log(p, Math.round(rep.categories.performance.score * 100), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), f);
  for (const t of a['long-tasks']?.details?.items ?? []) console.log('   long', Math.round(t.startTime), Math.round(t.duration), t.url);
  for (const t of a['mainthread-work-breakdown']?.details?.items ?? []) console.log('   mt', t.group, Math.round(t.duration));
}
await app.stop();
