// `npm test`: the API and unit tests on PGlite; again on PostgreSQL when DATABASE_URL is set
// (each test file gets its own fresh database there); then the browser tests when the
// project has them. Arguments are passed to vitest (`npm test -- server/cli`) and skip the
// browser tests. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const filters = process.argv.slice(2);
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
const reports = mkdtempSync(path.join(tmpdir(), 'cartera-test-report-'));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const steps = [{ name: 'API y unidades en PGlite', vitest: { TEST_DATABASE: 'pglite' } }];
if (process.env.DATABASE_URL) {
  // The component tests (vitest project 'components') touch no database: once, on PGlite.
  steps.push({
    name: 'API y unidades en PostgreSQL',
    vitest: { TEST_DATABASE: 'postgres' },
    args: ['--project', 'node', '--passWithNoTests'],
  });
}
// TEST_POSTGRES_NODE_DIR (set by .ci/run) runs the PostgreSQL pass on another Node, so one CI
// run covers two Node versions without a third pass (docs/decisions/node-versions.md).
const otherNode = process.env.TEST_POSTGRES_NODE_DIR;
if (otherNode && steps[1]) {
  const PATH = `${otherNode}${path.delimiter}${process.env.PATH ?? ''}`;
  const version = spawnSync('node', ['--version'], { env: { ...process.env, PATH } });
  steps[1].name += ` con Node ${String(version.stdout).trim().replace(/^v/, '')}`;
  steps[1].vitest.PATH = PATH;
}
if (scripts['test:e2e'] && filters.length === 0) {
  steps.push({ name: 'Navegador (npm run test:e2e)', command: [npm, 'run', 'test:e2e', '--'] });
}

/** The failed tests of a vitest JSON report, as `file › name: first line of the error`. */
function failures(report) {
  const prefix = root + path.sep;
  return (report.testResults ?? []).flatMap((file) => {
    const name = String(file.name ?? '').replace(prefix, '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') {
      return [`${name}: ${String(file.message ?? '').split('\n')[0]}`];
    }
    return failed.map((t) => {
      const why = String(t.failureMessages?.[0] ?? '').split('\n')[0];
      return `${name} › ${t.fullName}: ${why}`.slice(0, 400);
    });
  });
}

/** Runs one step; answers its test counts (a step without a report counts as one test). */
function run(step, index) {
  console.log(`\n▶ ${step.name}\n`);
  const report = path.join(reports, `step-${index}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const [command, ...args] = step.vitest
    ? [npx, 'vitest', 'run', ...(step.args ?? []), ...reporters, ...filters]
    : [...step.command, ...reporters];
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.vitest },
  });
  const ok = result.status === 0;
  if (existsSync(report)) {
    const parsed = JSON.parse(readFileSync(report, 'utf8'));
    const { numPassedTests, numFailedTests } = parsed;
    // A file that fails to load has no failed test but fails the run: count it.
    const failed = numFailedTests || (ok ? 0 : 1);
    return { ok, passed: numPassedTests, failed, failedTests: failures(parsed) };
  }
  return { ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1, failedTests: [] };
}

const results = steps.map((step, i) => ({ step, ...run(step, i) }));
rmSync(reports, { recursive: true, force: true });

console.log('\nResumen');
for (const { step, ok, passed, failed, failedTests } of results) {
  console.log(`  ${ok ? '✓' : '✗'} ${step.name}: ${passed} passed, ${failed} failed`);
  // Repeated at the end so a CI log cut to its tail still names what failed.
  for (const line of failedTests) console.log(`      ✗ ${line}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
