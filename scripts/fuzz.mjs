// `npm run fuzz -- --runs N [--seed S]`: the API fuzz suite (tests/fuzz) for longer than in
// `npm test` (3,000 cases, fixed seed). N cases in all, split over the routes; without --seed
// a new one each run, printed so a failure can be replayed. TEST_DATABASE and DATABASE_URL
// choose the database as for the tests (PGlite by default).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20000' }, seed: { type: 'string' } },
});
const runs = Number(values.runs);
const seed = values.seed ?? String(Date.now() % 2 ** 31);
if (!Number.isInteger(runs) || runs < 1 || !/^\d+$/.test(seed)) {
  console.error('Uso: npm run fuzz -- --runs N [--seed S]');
  process.exit(2);
}
console.log(`Fuzz: ${runs} casos, semilla ${seed}`);
const result = spawnSync('npx', ['vitest', 'run', 'tests/fuzz'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
  env: { TEST_DATABASE: 'pglite', ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);
