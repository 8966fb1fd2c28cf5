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

function withPdfFile<T>(content: ArrayBuffer | Uint8Array, read: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'cartera-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, new Uint8Array(content));
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page's text as laid out (pdftotext -layout): what a reader sees on that page. */
export function readPdfPages(content: ArrayBuffer | Uint8Array): string[] {
  return withPdfFile(content, (file) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .slice(0, -1),
  );
}

export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

/** Every word with its box (pdftotext -bbox), pages counted from 1. */
export function readPdfWords(content: ArrayBuffer | Uint8Array): PdfWord[] {
  const html = withPdfFile(content, (file) =>
    execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );
  const words: PdfWord[] = [];
  let page = 0;
  for (const match of html.matchAll(
    /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
  )) {
    if (match[0] === '<page ') {
      page += 1;
      continue;
    }
    words.push({
      page,
      text: match[4]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
      xMin: Number(match[1]),
      yMin: Number(match[2]),
      xMax: Number(match[3]),
    });
  }
  return words;
}

/** What poppler's pdfsig says of a PDF's signatures ('Signature is Valid.', 'Total document signed'). */
export function pdfsig(content: ArrayBuffer | Uint8Array): string {
  return withPdfFile(content, (file) => execFileSync('pdfsig', [file], { encoding: 'utf8' }));
}
