import type { PDFFont } from 'pdf-lib';

/**
 * Measuring and breaking text for the PDF documents. Widths are those drawn: pdf-lib's
 * `widthOfTextAtSize` adds the font's kerning pairs (e.g. 'T,'), which `drawText` does not
 * apply, so text placed after a kerned word started too early and its space looked narrow.
 */

/**
 * Characters the standard fonts cannot draw (outside WinAnsi) become '?', never an exception.
 * Runs of white space become one space, except a no-break space: it keeps its words on one line.
 */
export function textCleaner(font: PDFFont) {
  const drawable = new Set(font.getCharacterSet());
  return (text: string) =>
    Array.from(text.replace(/[^\S\u00a0]+/g, ' '), (c) =>
      drawable.has(c.codePointAt(0) ?? 0) ? c : '?',
    ).join('');
}

/** The width `drawText` gives `text`: each character's advance, without kerning. */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let width = 0;
  for (const c of text) width += font.widthOfTextAtSize(c, size);
  return width;
}

/** Where a word too long for a line may be cut: after one of these (an e-mail, an address). */
const SOFT_BREAK = /[.@\-_/]/;

/** The longest start of `word` that fits `width`, cut after a soft break when there is one. */
function cutToFit(word: string, font: PDFFont, size: number, width: number): number {
  let cut = word.length - 1;
  while (cut > 1 && textWidth(font, word.slice(0, cut), size) > width) cut -= 1;
  for (let soft = cut; soft > cut / 2; soft -= 1) {
    if (SOFT_BREAK.test(word[soft - 1]!)) return soft;
  }
  return cut;
}

/** Splits text into lines that fit `width`; a word longer than a line is cut (after '.', '@'… if it can). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(font, candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(font, line, size) > width) {
      const cut = cutToFit(line, font, size, width);
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** A justified line's spaces may grow to this many normal spaces; wider, the line is set ragged. */
const MAX_STRETCH = 2.5;

/**
 * Where each word of a line starts when justified to `width` (every space the same), or with
 * normal spaces when justifying would open gaps wider than MAX_STRETCH spaces.
 */
export function justifiedPositions(
  words: readonly string[],
  font: PDFFont,
  size: number,
  width: number,
): number[] {
  const widths = words.map((word) => textWidth(font, word, size));
  const normal = textWidth(font, ' ', size);
  const used = widths.reduce((sum, w) => sum + w, 0);
  const stretched = words.length > 1 ? (width - used) / (words.length - 1) : normal;
  const space = stretched > normal * MAX_STRETCH ? normal : stretched;
  const xs: number[] = [];
  let x = 0;
  widths.forEach((w) => {
    xs.push(x);
    x += w + space;
  });
  return xs;
}
