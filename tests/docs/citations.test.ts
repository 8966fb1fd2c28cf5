import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from '../support/markdown-anchors';

/**
 * The repository explains itself (docs/product/README.md#how-to-cite-a-rule): every citation of
 * docs/product or docs/decisions, in any file, names a file and a heading that exist; every
 * relative link between documents resolves; and no file cites a document the repository does not
 * hold. Scans every file git knows (tracked or new, ignored ones aside), so a citation added
 * anywhere is checked.
 */
const root = path.resolve(import.meta.dirname, '../..');

const TEXT = /\.(ts|tsx|js|mjs|cjs|md|css|html|sql|json|ya?ml|sh|txt)$|(^|\/)\.ci\/run$/;
const SKIP = /(^|\/)(node_modules|dist|data|\.git)\/|package-lock\.json$|\/migrations\/meta\//;

function repositoryFiles(): string[] {
  try {
    const listed = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    return listed.split('\0').filter((file) => file && existsSync(path.join(root, file)));
  } catch {
    // Not a git checkout: walk the folder instead.
    const walk = (dir: string): string[] =>
      readdirSync(path.join(root, dir)).flatMap((name) => {
        const file = dir ? `${dir}/${name}` : name;
        if (SKIP.test(`${file}/`)) return [];
        return statSync(path.join(root, file)).isDirectory() ? walk(file) : [file];
      });
    return walk('');
  }
}

const files = repositoryFiles().filter((file) => TEXT.test(file) && !SKIP.test(file));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const anchorsOf = new Map<string, Set<string> | null>();
function anchors(file: string): Set<string> | null {
  if (!anchorsOf.has(file)) {
    const full = path.join(root, file);
    anchorsOf.set(file, existsSync(full) ? headingAnchors(readFileSync(full, 'utf8')) : null);
  }
  return anchorsOf.get(file)!;
}

/** Why `target` (a repository path, with an optional #anchor) does not resolve, if it does not. */
function problem(target: string): string | undefined {
  const [file = '', anchor] = target.split('#');
  if (!existsSync(path.join(root, file))) return 'no such file';
  if (anchor === undefined || !file.endsWith('.md')) return undefined;
  return anchors(file)!.has(anchor) ? undefined : `no heading with the anchor #${anchor}`;
}

const CITATION = /docs\/(?:product|decisions)\/[\w.-]+\.md(?:#[\p{L}\p{N}_-]+)?/gu;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

describe('citations of docs/product and docs/decisions', () => {
  it('name files and headings that exist, wherever they are written', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const match of read(file).matchAll(CITATION)) {
        const why = problem(match[0]);
        if (why) broken.push(`${file}: ${match[0]} (${why})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('relative links between documents resolve, anchors included', () => {
    const broken: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.md'))) {
      for (const [, link = ''] of read(file).matchAll(MARKDOWN_LINK)) {
        if (/^[a-z][a-z+.-]*:/i.test(link)) continue; // https:, mailto:
        const target = link.startsWith('#')
          ? `${file}${link}`
          : path.posix.normalize(path.posix.join(path.posix.dirname(file), link));
        const why = problem(target);
        if (why) broken.push(`${file}: ${link} (${why})`);
      }
    }
    expect(broken).toEqual([]);
  });
});

/** Documents that live outside the repository: a citation of one is a dead end for a newcomer. */
const OUTSIDE = [
  ['SP', 'EC §'],
  ['SP', 'EC.md'],
  ['PRODUCT', '.md'],
  ['BRAND', '.md'],
  ['ARCHITECTURE', '.md'],
  ['STACK', '-NOTES'],
  ['../', 'shared/'],
].map(([a, b]) => `${a}${b}`);
/** An issue number, or the outside specification named as a word. */
const PATTERNS = [new RegExp(`\\b${'issue'}s? #?\\d+`, 'i'), new RegExp(`\\b${'SP'}EC\\b`)];

describe('documents outside the repository', () => {
  it('are never cited: cite docs/product or docs/decisions instead', () => {
    const cited: string[] = [];
    for (const file of files) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          const hit =
            OUTSIDE.find((name) => line.includes(name)) ??
            PATTERNS.map((pattern) => pattern.exec(line)?.[0]).find(Boolean);
          if (hit) cited.push(`${file}:${i + 1}: ${hit}`);
        });
    }
    expect(cited).toEqual([]);
  });
});

describe('docs/product', () => {
  const PAGES = [
    'README.md',
    'users-and-roles.md',
    'money.md',
    'wallets-and-chain.md',
    'withdrawals.md',
    'profile-and-identity.md',
    'sign-in-and-sessions.md',
    'e-mail.md',
    'mediation.md',
    'creditor-case.md',
    'signed-agreement.md',
    'staff-at-scale.md',
    'payout-safety.md',
    'admin-panel.md',
    'user-app.md',
    'data-in-and-out.md',
    'operations.md',
    'security.md',
  ];

  it.each(PAGES)('%s exists, with a title and sections', (page) => {
    const text = read(`docs/product/${page}`);
    expect(text).toMatch(/^# \S/);
    expect(text).toMatch(/^## \S/m);
  });

  it('the index links every page', () => {
    const index = read('docs/product/README.md');
    const pages = readdirSync(path.join(root, 'docs/product')).filter((f) => f !== 'README.md');
    expect(pages.filter((page) => !index.includes(`(${page})`))).toEqual([]);
  });
});
