import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from './support/test-database';

const root = path.resolve(import.meta.dirname, '..');

/** What `npm install` would say on this machine, without changing node_modules. */
const dryInstall = () =>
  new Promise<string>((resolve, reject) => {
    execFile(
      'npm',
      ['install', '--dry-run', '--prefer-offline', '--no-audit', '--no-fund'],
      { cwd: root },
      (error, stdout, stderr) => (error ? reject(error) : resolve(`${stdout}${stderr}`)),
    );
  });

// Nothing here depends on the database: once, in the PGlite pass.
describe.runIf(testDatabaseKind === 'pglite')('npm install', { timeout: 120_000 }, () => {
  it('finds every dependency fit for the Node the README and engines promise, and every install script reviewed', async () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe('^20.19.0 || ^22.12.0 || >=24.0.0');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('Node 20.19');
    expect(readme).toContain('Node LTS lines, 22 and 24');

    const output = await dryInstall();
    expect(output).not.toContain('EBADENGINE');
    expect(output).not.toContain('install-scripts');
  });
});
