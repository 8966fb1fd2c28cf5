import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the Dockerfile copies into the image (besides node_modules). */
const IMAGE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'server',
  'schemas',
  'devchain',
  'dist',
];

/**
 * The image's /app without Docker: this checkout's files, node_modules pruned as
 * `npm prune --omit=dev` leaves it, and every directory read-only. node_modules is hard-linked,
 * not copied (seconds, not minutes); npm's own record of the tree is a real copy because prune
 * rewrites it, and nothing else there is written.
 */
export function productionCopy(root = process.cwd()) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cartera-imagen-'));
  for (const name of IMAGE_FILES) {
    if (existsSync(path.join(root, name))) {
      cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
    }
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  const record = path.join('node_modules', '.package-lock.json');
  rmSync(path.join(dir, record));
  cpSync(path.join(root, record), path.join(dir, record));
  execFileSync('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'ignore',
  });
  // Directories only: the files are shared with the checkout, whose modes must not change.
  execFileSync('find', [dir, '-type', 'd', '-exec', 'chmod', 'a-w,a+rx', '{}', '+']);
  return {
    dir,
    has: (name: string) => existsSync(path.join(dir, 'node_modules', name)),
    remove() {
      execFileSync('find', [dir, '-type', 'd', '-exec', 'chmod', 'u+w', '{}', '+']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
