/**
 * `npm run bench:web`: Lighthouse 12.8 (mobile, simulated throttling, Debian's Chromium) on a
 * bare React 19 page (bench/reference, served pre-compressed by a tiny static server) and on the
 * user app's /auth, /, /qr/{address} and /withdraw (the app on its embedded defaults, signed in
 * as a demo user through the session cookie as an extra header). Rounds alternate the pages so a
 * change in the machine's load hits them alike; prints each page's medians and its LCP and TBT as
 * ratios to the reference's medians of the same run. `npm run bench:web -- 5` for five rounds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from './support/web-app';
import { serveStatic } from './support/static-server';
import { buildReferencePage } from './support/reference-page';

const root = path.resolve(import.meta.dirname, '..');
const ROUNDS = Math.max(3, Number(process.argv[2] ?? 3));
const DEMO_USER = { email: 'ana@demo.cartera.mx', password: 'Cartera-Demo-2026' };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

interface Figures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Transferred JavaScript, bytes. */
  js: number;
}

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
  runtimeError?: { message: string };
}

/** One Lighthouse run in its own process and browser (asynchronous: this process serves pages). */
function lighthouseOnce(url: string, headers: Record<string, string>): Promise<Figures> {
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  if (Object.keys(headers).length > 0) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse terminó con ${code} en ${url}`));
      const report = JSON.parse(Buffer.concat(chunks).toString()) as LighthouseResult;
      if (report.runtimeError) return reject(new Error(report.runtimeError.message));
      const value = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
      const items = report.audits['resource-summary']?.details?.items ?? [];
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        lcp: value('largest-contentful-paint'),
        fcp: value('first-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        js: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
      });
    });
  });
}

/** Lighthouse fails now and then on a loaded machine (NO_NAVSTART): up to three tries. */
async function lighthouse(url: string, headers: Record<string, string>): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, headers);
    } catch (err) {
      if (attempt === 3) throw err;
      process.stderr.write(`${String(err)}; se repite\n`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function buildWebApps() {
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-web.ts', '--if-stale'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('La construcción de las aplicaciones web falló');
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  const sid = /sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!response.ok || !sid) throw new Error(`No se pudo iniciar sesión: ${response.status}`);
  return `sid=${sid}`;
}

buildWebApps();
const work = mkdtempSync(path.join(tmpdir(), 'cartera-bench-web-'));
const reference = await serveStatic(await buildReferencePage(path.join(work, 'reference')));
const app = await startApp(path.join(work, 'data'));
try {
  const cookie = await signIn(app.base);
  const [wallet] = (await (
    await fetch(`${app.base}/api/wallets`, { headers: { cookie } })
  ).json()) as { address: string }[];
  if (!wallet) throw new Error('La usuaria de demostración no tiene carteras');
  const pages: { label: string; url: string; headers: Record<string, string> }[] = [
    { label: 'Referencia (React 19)', url: `${reference.base}/`, headers: {} },
    { label: '/auth', url: `${app.base}/auth`, headers: {} },
    { label: '/', url: `${app.base}/`, headers: { cookie } },
    { label: '/qr/{dirección}', url: `${app.base}/qr/${wallet.address}`, headers: { cookie } },
    { label: '/withdraw', url: `${app.base}/withdraw`, headers: { cookie } },
  ];
  const runs = new Map<string, Figures[]>(pages.map((p) => [p.label, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of pages) {
      const figures = await lighthouse(page.url, page.headers);
      runs.get(page.label)!.push(figures);
      process.stderr.write(
        `ronda ${round}/${ROUNDS} ${page.label}: ${figures.score} puntos, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms\n`,
      );
    }
  }
  const medians = new Map(
    [...runs].map(([label, list]) => [
      label,
      Object.fromEntries(
        (Object.keys(list[0]!) as (keyof Figures)[]).map((k) => [k, median(list.map((f) => f[k]))]),
      ) as unknown as Figures,
    ]),
  );
  const ref = medians.get(pages[0]!.label)!;
  console.log(
    `\nMedianas de ${ROUNDS} rondas (Lighthouse ${lighthouseVersion()}, móvil, Chromium de Debian)\n`,
  );
  console.log(
    'Página                  Puntos    LCP ms    FCP ms    TBT ms    CLS     JS KB   LCP/ref  TBT/ref',
  );
  for (const { label } of pages) {
    const m = medians.get(label)!;
    console.log(
      [
        label.padEnd(22),
        String(m.score).padStart(7),
        String(Math.round(m.lcp)).padStart(9),
        String(Math.round(m.fcp)).padStart(9),
        String(Math.round(m.tbt)).padStart(9),
        m.cls.toFixed(3).padStart(7),
        (m.js / 1024).toFixed(1).padStart(8),
        (m.lcp / ref.lcp).toFixed(2).padStart(8),
        (ref.tbt > 0 ? (m.tbt / ref.tbt).toFixed(2) : '—').padStart(8),
      ].join(' '),
    );
  }
  console.log('\nObjetivo: 98 puntos o más, LCP ≤ 1,10 × referencia, TBT < 50 ms.');
} finally {
  await app.stop();
  await reference.stop();
  rmSync(work, { recursive: true, force: true });
}

function lighthouseVersion(): string {
  const manifest = path.join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
