import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, readBudgets, readBudgetsFile } from '../bench/bundle-budgets';

/** `npm run bench:bundle -- --check` (docs/decisions/web-speed.md#budgets). */
describe('first-screen bundle budgets', () => {
  it("reads the budgeted screens from the decision record (the admin's four that bench:web measures)", () => {
    const budgets = readBudgetsFile(path.resolve('docs/decisions/web-speed.md'));
    expect(budgets.map(({ app, page }) => `${app} ${page}`)).toEqual([
      'user pages/auth-page.tsx',
      'user pages/dashboard-page.tsx',
      'user pages/profile-page.tsx',
      'admin pages/login-page.tsx',
      'admin pages/dashboard-page.tsx',
      'admin pages/mediation-page.tsx',
      'admin pages/withdrawals-page.tsx',
    ]);
    for (const { kb } of budgets) expect(kb).toBeGreaterThan(0);
  });

  const budgets = readBudgets(
    [
      '## Budgets',
      '',
      '| App | Screen | Measured (KB) | Budget (KB) |',
      '| --- | --- | --- | --- |',
      '| user | `pages/auth-page.tsx` | 99.0 | 100 |',
      '| admin | `pages/login-page.tsx` | 120.5 | 125.5 |',
      '',
      '## Next',
      '| user | `pages/not-a-budget.tsx` | 1 | 1 |',
    ].join('\n'),
  );

  it('keeps only the rows of its own section', () => {
    expect(budgets).toEqual([
      { app: 'user', page: 'pages/auth-page.tsx', kb: 100 },
      { app: 'admin', page: 'pages/login-page.tsx', kb: 125.5 },
    ]);
  });

  const weighing = (gzBytes: number) => ({ gzBytes, loadsZod: false });

  it('passes at the budget and fails one byte over it', () => {
    const at = checkBudgets(budgets, (_app, page) =>
      weighing((page.includes('auth') ? 100 : 125.5) * 1024),
    );
    expect(at.ok).toBe(true);
    const over = checkBudgets(budgets, (app) => weighing(app === 'user' ? 100 * 1024 + 1 : 1));
    expect(over.ok).toBe(false);
    expect(over.lines[0]).toBe(
      '✗ user pages/auth-page.tsx: 100.0 KB, excede su presupuesto de 100 KB',
    );
    expect(over.lines[1]).toMatch(/^✓ admin pages\/login-page\.tsx/);
  });

  it('fails a light screen whose first load carries zod', () => {
    const zod = checkBudgets(budgets, (app) => ({ gzBytes: 1, loadsZod: app === 'admin' }));
    expect(zod.ok).toBe(false);
    expect(zod.lines).toEqual([
      '✓ user pages/auth-page.tsx: 0.0 KB ≤ 100 KB',
      '✗ admin pages/login-page.tsx: su primera carga incluye zod',
    ]);
  });

  it('fails when a budgeted screen is gone from the build, or no budget is stated', () => {
    const gone = checkBudgets(budgets, (app) => (app === 'user' ? undefined : weighing(1)));
    expect(gone).toMatchObject({ ok: false });
    expect(gone.lines[0]).toContain('la pantalla no está en la construcción');
    expect(checkBudgets(readBudgets('# Nothing here'), () => weighing(1)).ok).toBe(false);
  });
});
