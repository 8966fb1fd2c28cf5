/**
 * `npm run bench:web`: Lighthouse 12.8 (simulated throttling, Debian's Chromium) on a bare React
 * 19 page (bench/reference, served pre-compressed by a tiny static server) and on every screen
 * of the user app and four of the admin panel, with the demo data of `npm start`
 * (docs/decisions/web-speed.md#reading-npm-run-benchweb):
 * - the user app at Lighthouse's mobile profile, signed in as a demo user through the session
 *   cookie as an extra header (as Sofía for her mediation case);
 * - the admin panel at the mobile and the desktop profile, signed in as the demo admin: its token
 *   is put in the localStorage and the page cookie of a browser profile made before the runs,
 *   which each run copies.
 * The bare page is measured at each profile in use. Rounds alternate the pages so a change in the
 * machine's load hits them alike; prints each page's medians, its LCP as a ratio to the bare
 * page's median at the same profile, and whether it meets each goal. Beside Lighthouse's TBT it
 * prints the same blocking read from the page's main thread's CPU time in the trace: on this
 * 2-core machine a task's wall time also holds its wait for a core (./support/trace-blocking.ts).
 *
 * `--routes /auth,/withdraw,admin/login` measures only those (names as printed), `--rounds N`
 * (default 3; `npm run bench:web -- 5` still works), `--reports DIR` keeps each run's Lighthouse
 * report (JSON) there, with its trace and DevTools log.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../server/seed/demo-data';
import { adminClient } from './support/admin-requests';
import { startApp } from './support/web-app';
import { serveStatic } from './support/static-server';
import { buildReferencePage } from './support/reference-page';
import { cpuBlockingAfterFirstPaint, type TraceEvent } from './support/trace-blocking';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = '/usr/bin/chromium';
/** Where the admin app keeps its token (ADMIN_TOKEN_KEY, web/lib/api-client.ts). */
const ADMIN_TOKEN_KEY = 'adminToken';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Profile = 'mobile' | 'desktop';

interface Goals {
  score: number;
  /** LCP at most this many times the bare page's (same profile). */
  lcpRatio: number;
  /** TBT below this, ms (none for the admin panel). */
  tbt?: number;
  /** CLS below this (none for the admin panel). */
  cls?: number;
}

const USER_GOALS: Goals = { score: 98, lcpRatio: 1.1, tbt: 50, cls: 0.02 };
const ADMIN_GOALS: Goals = { score: 95, lcpRatio: 1.3 };

interface Page {
  /** The name printed and accepted by `--routes`. */
  name: string;
  url: string;
  profile: Profile;
  headers?: Record<string, string>;
  /** A browser profile whose copy each run starts from (the admin token in localStorage). */
  userDataDir?: string;
  goals?: Goals;
}

interface Figures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  /** The same blocking from the page's main thread's CPU time, not wall time (NaN if unknown). */
  tbtCpu: number;
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
  finalDisplayedUrl: string;
}

function parseArgs(argv: string[]) {
  let rounds = 3;
  let routes: string[] | undefined;
  let reports: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (flag === '--rounds') rounds = Number(inline ?? argv[++i]);
    else if (flag === '--routes') routes = (inline ?? argv[++i] ?? '').split(',').filter(Boolean);
    else if (flag === '--reports') reports = path.resolve(inline ?? argv[++i] ?? '');
    else if (/^\d+$/.test(arg)) rounds = Number(arg);
    else throw new Error(`Argumento desconocido: ${arg}`);
  }
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds: un entero ≥ 1');
  return { rounds, routes, reports };
}

/** One Lighthouse run in its own process and browser (asynchronous: this process serves pages). */
async function lighthouseOnce(page: Page, work: string, round: number): Promise<Figures> {
  const flags = [...CHROME_FLAGS];
  // Written with its trace beside it, in the run's work folder unless --reports keeps them.
  const reportFile = path.join(
    REPORTS ?? work,
    `${page.name.replace(/[^\w-]+/g, '_')}-${round}.json`,
  );
  const traceFile = reportFile.replace(/\.json$/, '-0.trace.json');
  let profileCopy: string | undefined;
  if (page.userDataDir) {
    profileCopy = mkdtempSync(path.join(work, 'profile-'));
    cpSync(page.userDataDir, profileCopy, { recursive: true });
    // The last --user-data-dir wins over the temporary one chrome-launcher adds.
    flags.push(`--user-data-dir=${profileCopy}`);
  }
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    page.url,
    '--only-categories=performance',
    page.profile === 'desktop' ? '--preset=desktop' : '--form-factor=mobile',
    '--output=json',
    `--output-path=${reportFile}`,
    '--quiet',
    `--chrome-flags=${flags.join(' ')}`,
    // Beside the report, its trace and DevTools log (what the long tasks were made of).
    '--save-assets',
  ];
  // The copied profile is fresh (nothing cached); resetting it would clear the token.
  if (page.userDataDir) args.push('--disable-storage-reset');
  if (page.headers) args.push(`--extra-headers=${JSON.stringify(page.headers)}`);
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    return await new Promise((resolve, reject) => {
      child.once('exit', (code) => {
        if (code !== 0) return reject(new Error(`Lighthouse terminó con ${code} en ${page.url}`));
        const report = JSON.parse(readFileSync(reportFile, 'utf8')) as LighthouseResult;
        if (report.runtimeError) return reject(new Error(report.runtimeError.message));
        // A dead session or token would measure the sign-in screen instead.
        const shown = new URL(report.finalDisplayedUrl).pathname;
        if (shown !== new URL(page.url).pathname) {
          return reject(new Error(`${page.url} terminó en ${shown}`));
        }
        const value = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
        const items = report.audits['resource-summary']?.details?.items ?? [];
        const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
        // Lighthouse's CPU slowdown: 4× on its mobile profile, none on the desktop preset.
        const tbtCpu = cpuBlockingAfterFirstPaint(
          trace.traceEvents,
          page.profile === 'mobile' ? 4 : 1,
        );
        resolve({
          score: Math.round((report.categories.performance.score ?? 0) * 100),
          lcp: value('largest-contentful-paint'),
          fcp: value('first-contentful-paint'),
          tbt: value('total-blocking-time'),
          tbtCpu: tbtCpu ?? NaN,
          cls: value('cumulative-layout-shift'),
          js: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
        });
      });
    });
  } finally {
    if (profileCopy) rmSync(profileCopy, { recursive: true, force: true });
    if (!REPORTS) {
      for (const file of [
        reportFile,
        traceFile,
        reportFile.replace(/\.json$/, '-0.devtoolslog.json'),
      ])
        rmSync(file, { force: true });
    }
  }
}

/** Lighthouse fails now and then on a loaded machine (NO_NAVSTART): up to three tries. */
async function lighthouse(page: Page, work: string, round: number): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(page, work, round);
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
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('La construcción de las aplicaciones web falló');
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const sid = /sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!response.ok || !sid)
    throw new Error(`No se pudo iniciar sesión (${email}): ${response.status}`);
  return `sid=${sid}`;
}

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A browser profile signed in as staff are after the login, nothing cached: the token in the app's
 * origin's localStorage and the panel's page cookie (server/plugins/admin-page-cookie.ts), with
 * which the server renders the panel's pages.
 */
async function adminProfile(admin: string, token: string, dir: string): Promise<string> {
  const base = new URL(admin).origin;
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await context.addCookies([
      {
        name: 'panel',
        value: token,
        domain: new URL(admin).hostname,
        path: `${new URL(admin).pathname}/`,
        httpOnly: true,
        sameSite: 'Strict',
        expires: Math.floor(Date.now() / 1000) + 12 * 60 * 60,
      },
    ]);
    const tab = await context.newPage();
    // A small JSON of the same origin: localStorage is per origin; the app's files stay uncached.
    await tab.goto(`${base}/api/app-config`);
    await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [
      ADMIN_TOKEN_KEY,
      token,
    ] as const);
  } finally {
    await context.close();
  }
  return dir;
}

/** The user app's screens (web/user/route-paths.ts), with the demo data behind each. */
async function userPages(base: string): Promise<Page[]> {
  const ana = await signIn(base, 'ana@demo.cartera.mx');
  // Sofía's case is in 'En Negociación' (server/seed/demo-mediation.ts); Elena signed hers.
  const sofia = await signIn(base, 'sofia@demo.cartera.mx');
  const elena = await signIn(base, 'elena@demo.cartera.mx');
  const wallets = await getJson<{ id: string; address: string }[]>(`${base}/api/wallets`, ana);
  const wallet = wallets[0];
  if (!wallet) throw new Error('La usuaria de demostración no tiene carteras');
  const orders = await getJson<{ id: string }[] | { items: { id: string }[] }>(
    `${base}/api/withdrawals`,
    ana,
  );
  const order = (Array.isArray(orders) ? orders : orders.items)[0]?.id ?? 'sin-orden';
  const { verifyCode } = await getJson<{ verifyCode: string | null }>(
    `${base}/api/mediation/agreement`,
    elena,
  );
  if (!verifyCode) throw new Error('El acuerdo firmado de demostración no tiene código');
  const payout = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
  const page = (name: string, url: string, cookie?: string): Page => ({
    name,
    url: `${base}${url}`,
    profile: 'mobile',
    headers: cookie ? { cookie } : undefined,
    goals: USER_GOALS,
  });
  return [
    page('/auth', '/auth'),
    page('/', '/', ana),
    page('/profile', '/profile', ana),
    page('/qr/:address', `/qr/${wallet.address}`, ana),
    page('/receive', '/receive', ana),
    page('/withdraw', '/withdraw', ana),
    page('/withdraw/:id', `/withdraw/${wallet.id}`, ana),
    page('/withdraw-confirm/:id', `/withdraw-confirm/${wallet.id}?address=${payout}`, ana),
    page('/withdraw-success', `/withdraw-success?orden=${encodeURIComponent(order)}`, ana),
    page('/password-recovery', '/password-recovery'),
    page('/mediacion', '/mediacion', sofia),
    page('/verificar/:code', `/verificar/${verifyCode}`),
  ];
}

/** The admin panel's login and, signed in, its dashboard, mediation board and withdrawal queue. */
function adminPages(admin: string, userDataDir: string): Page[] {
  return (['mobile', 'desktop'] as const).flatMap((profile) => {
    const page = (name: string, url: string, signedIn = true): Page => ({
      name: `admin${name} (${profile === 'mobile' ? 'móvil' : 'escritorio'})`,
      url: `${admin}${url}`,
      profile,
      userDataDir: signedIn ? userDataDir : undefined,
      goals: ADMIN_GOALS,
    });
    return [
      page('/login', '/login', false),
      page('/dashboard', '/dashboard'),
      page('/mediacion', '/mediacion'),
      page('/retiros', '/retiros'),
    ];
  });
}

/** `--routes` names a page by its name, or by the name without the profile ('admin/login'). */
const wanted = (routes: string[] | undefined, name: string) =>
  !routes || routes.some((r) => name === r || name.startsWith(`${r} (`));

const { rounds: ROUNDS, routes: ROUTES, reports: REPORTS } = parseArgs(process.argv.slice(2));
if (REPORTS) mkdirSync(REPORTS, { recursive: true });
buildWebApps();
const work = mkdtempSync(path.join(tmpdir(), 'cartera-bench-web-'));
const reference = await serveStatic(await buildReferencePage(path.join(work, 'reference')));
const app = await startApp(path.join(work, 'data'));
try {
  const { token } = await adminClient(app.base, DEMO_ADMIN);
  const profileDir = await adminProfile(app.admin, token, path.join(work, 'admin-profile'));
  const measured = [...(await userPages(app.base)), ...adminPages(app.admin, profileDir)].filter(
    (p) => wanted(ROUTES, p.name),
  );
  if (measured.length === 0) throw new Error(`Ninguna ruta se llama así: ${ROUTES?.join(', ')}`);
  const bare = (profile: Profile): Page => ({
    name: `Referencia React 19 (${profile === 'mobile' ? 'móvil' : 'escritorio'})`,
    url: `${reference.base}/`,
    profile,
  });
  const profiles = [...new Set(measured.map((p) => p.profile))];
  const pages = [...profiles.map(bare), ...measured];
  const runs = new Map<string, Figures[]>(pages.map((p) => [p.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of pages) {
      const figures = await lighthouse(page, work, round);
      runs.get(page.name)!.push(figures);
      process.stderr.write(
        `ronda ${round}/${ROUNDS} ${page.name}: ${figures.score} puntos, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms (CPU ${Math.round(figures.tbtCpu)}), CLS ${figures.cls.toFixed(3)}\n`,
      );
    }
  }
  const medians = new Map(
    [...runs].map(([name, list]) => [
      name,
      Object.fromEntries(
        (Object.keys(list[0]!) as (keyof Figures)[]).map((k) => [k, median(list.map((f) => f[k]))]),
      ) as unknown as Figures,
    ]),
  );
  printTable(pages, medians);
} finally {
  await app.stop();
  await reference.stop();
  rmSync(work, { recursive: true, force: true });
}

function printTable(pages: Page[], medians: Map<string, Figures>) {
  const mark = (ok: boolean) => (ok ? 'sí' : 'NO');
  console.log(
    `\nMedianas de ${ROUNDS} ronda(s) (Lighthouse ${lighthouseVersion()}, ${chromiumVersion()}; ` +
      'LCP/ref: ratio al LCP de la referencia con el mismo perfil; TBT CPU: el mismo bloqueo ' +
      'contado con el tiempo de CPU del hilo principal de la página, sin la espera por un núcleo)\n',
  );
  const header = [
    'Página'.padEnd(32),
    'Puntos'.padStart(6),
    'LCP ms'.padStart(7),
    'LCP/ref'.padStart(7),
    'TBT ms'.padStart(7),
    'TBT CPU'.padStart(7),
    'CLS'.padStart(6),
    'JS KB'.padStart(6),
    '  Puntos LCP   TBT   CLS',
  ];
  console.log(header.join(' '));
  let failed = 0;
  for (const page of pages) {
    const m = medians.get(page.name)!;
    const ref = medians.get(pages.find((p) => !p.goals && p.profile === page.profile)!.name)!;
    const ratio = m.lcp / ref.lcp;
    const g = page.goals;
    const verdicts = g
      ? [
          m.score >= g.score,
          ratio <= g.lcpRatio,
          g.tbt === undefined ? undefined : m.tbt < g.tbt,
          g.cls === undefined ? undefined : m.cls < g.cls,
        ]
      : [];
    if (verdicts.includes(false)) failed++;
    console.log(
      [
        page.name.padEnd(32),
        String(m.score).padStart(6),
        String(Math.round(m.lcp)).padStart(7),
        ratio.toFixed(2).padStart(7),
        String(Math.round(m.tbt)).padStart(7),
        String(Math.round(m.tbtCpu)).padStart(7),
        m.cls.toFixed(3).padStart(6),
        (m.js / 1024).toFixed(1).padStart(6),
        ' ',
        ...verdicts.map((v, i) => (v === undefined ? '—' : mark(v)).padStart(i === 0 ? 6 : 5)),
      ].join(' '),
    );
  }
  console.log(
    `\nObjetivos: app de usuario (móvil) ${USER_GOALS.score} puntos o más, LCP ≤ ${USER_GOALS.lcpRatio} × referencia, ` +
      `TBT < ${USER_GOALS.tbt} ms, CLS < ${USER_GOALS.cls}; administración (móvil y escritorio) ` +
      `${ADMIN_GOALS.score} puntos o más, LCP ≤ ${ADMIN_GOALS.lcpRatio} × referencia.`,
  );
  console.log(
    `${failed} de ${pages.filter((p) => p.goals).length} páginas no cumplen algún objetivo.`,
  );
}

/**
 * The browser's version beside the figures: a run is compared with another only when they match
 * (docs/decisions/web-speed.md#three-runs-on-one-day-2026-11-29).
 */
function chromiumVersion(): string {
  const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return version.replace(/ built on .*$/, '') || 'Chromium de Debian';
}

function lighthouseVersion(): string {
  const manifest = path.join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
