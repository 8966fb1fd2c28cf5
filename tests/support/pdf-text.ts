import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Reads a PDF back with poppler (pdftotext, pdfinfo): its text in reading order and its page count. */
export function readPdf(content: ArrayBuffer | Uint8Array | string): {
  text: string;
  pages: number;
  title: string;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'cartera-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, typeof content === 'string' ? content : new Uint8Array(content));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(info)?.[1] ?? '';
    return { text, pages: Number(field('Pages')), title: field('Title') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
