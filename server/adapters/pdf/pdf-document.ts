import {
  PDFDocument,
  StandardFonts,
  degrees,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';

/**
 * A business document described as blocks (what the templates produce), laid out on A4 pages:
 * a header with the issuer and reference on every page, the title and date, the blocks, and a
 * footer with the page number. Only this file knows pdf-lib.
 */
export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs (the person's data). */
  | { kind: 'fields'; rows: readonly (readonly [string, string])[] }
  | {
      kind: 'table';
      columns: readonly PdfColumn[];
      rows: readonly (readonly string[])[];
      /** A last, bold row under a rule (the total). */
      total?: readonly string[];
    }
  /** Signature lines side by side. */
  | { kind: 'signatures'; parties: readonly { role: string; name: string }[] };

export interface PdfColumn {
  header: string;
  /** Share of the text width, 0–1. */
  width: number;
  align?: 'left' | 'right';
  /** Monospaced (addresses). */
  mono?: boolean;
}

export interface PdfDocumentSpec {
  /** Shown at the top of every page (the operator's brand). */
  issuer: string;
  title: string;
  reference: string;
  /** Already written for people, e.g. '15 de enero de 2026'. */
  dateText: string;
  subject: string;
  createdAt: Date;
  /** Large diagonal text across every page, e.g. for test documents. */
  watermark?: string;
  blocks: readonly PdfBlock[];
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56, right: 56, top: 60, bottom: 70 };
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const CONTENT_TOP = PAGE.height - MARGIN.top - 34;

const INK = rgb(0x0f / 255, 0x17 / 255, 0x2a / 255);
const SLATE = rgb(0x47 / 255, 0x55 / 255, 0x69 / 255);
const RULE = rgb(0xe2 / 255, 0xe8 / 255, 0xf0 / 255);
const SOFT = rgb(0xf1 / 255, 0xf5 / 255, 0xf9 / 255);
const BRAND = rgb(0x26 / 255, 0xa1 / 255, 0x7b / 255);

const BODY = { size: 10, leading: 14.5 };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

/** Characters the standard fonts cannot draw (outside WinAnsi) become '?', never an exception. */
function textCleaner(font: PDFFont) {
  const drawable = new Set(font.getCharacterSet());
  return (text: string) =>
    Array.from(text.replace(/\s+/g, ' '), (c) =>
      drawable.has(c.codePointAt(0) ?? 0) ? c : '?',
    ).join('');
}

/** Splits text into lines that fit `width`; a word longer than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

class Layout {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly spec: PdfDocumentSpec,
    readonly clean: (text: string) => string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.drawHeader();
    this.y = CONTENT_TOP;
  }

  private drawHeader() {
    const { bold, regular } = this.fonts;
    const top = PAGE.height - MARGIN.top;
    this.page.drawRectangle({ x: MARGIN.left, y: top + 4, width: 26, height: 3, color: BRAND });
    this.page.drawText(this.clean(this.spec.issuer), {
      x: MARGIN.left,
      y: top - 12,
      size: 11,
      font: bold,
      color: INK,
    });
    const ref = this.clean(`Referencia ${this.spec.reference}`);
    this.page.drawText(ref, {
      x: PAGE.width - MARGIN.right - regular.widthOfTextAtSize(ref, 8.5),
      y: top - 11,
      size: 8.5,
      font: regular,
      color: SLATE,
    });
    this.page.drawLine({
      start: { x: MARGIN.left, y: top - 20 },
      end: { x: PAGE.width - MARGIN.right, y: top - 20 },
      thickness: 0.75,
      color: RULE,
    });
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  text(content: string, options: { x?: number; size: number; font: PDFFont; color?: RGB }) {
    const x = options.x ?? MARGIN.left;
    this.page.drawText(content, {
      x,
      y: this.y,
      size: options.size,
      font: options.font,
      color: options.color ?? INK,
    });
  }

  title() {
    const { bold, regular } = this.fonts;
    for (const line of wrap(this.clean(this.spec.title), bold, 19, TEXT_WIDTH)) {
      this.gap(19);
      this.text(line, { size: 19, font: bold });
      this.gap(5);
    }
    this.gap(12);
    this.text(this.clean(this.spec.dateText), { size: 10, font: regular, color: SLATE });
    this.gap(10);
  }

  heading(content: string) {
    const { bold } = this.fonts;
    const lines = wrap(this.clean(content), bold, 11.5, TEXT_WIDTH);
    this.ensure(18 + lines.length * 15 + BODY.leading * 2);
    this.gap(14);
    for (const line of lines) {
      this.gap(12);
      this.text(line, { size: 11.5, font: bold });
      this.gap(3);
    }
    this.gap(4);
  }

  /** Justified except the last line, like a printed contract. */
  paragraph(content: string) {
    const { regular } = this.fonts;
    const lines = wrap(this.clean(content), regular, BODY.size, TEXT_WIDTH);
    lines.forEach((line, i) => {
      this.ensure(BODY.leading);
      this.gap(BODY.leading);
      const words = line.split(' ');
      const last = i === lines.length - 1;
      if (last || words.length < 2) {
        this.text(line, { size: BODY.size, font: regular });
        return;
      }
      const used = words.reduce((w, word) => w + regular.widthOfTextAtSize(word, BODY.size), 0);
      const space = (TEXT_WIDTH - used) / (words.length - 1);
      let x = MARGIN.left;
      for (const word of words) {
        this.text(word, { x, size: BODY.size, font: regular });
        x += regular.widthOfTextAtSize(word, BODY.size) + space;
      }
    });
    this.gap(6);
  }

  fields(rows: readonly (readonly [string, string])[]) {
    const { bold, regular } = this.fonts;
    const labelWidth = 150;
    this.gap(4);
    for (const [label, value] of rows) {
      const lines = wrap(this.clean(value), regular, BODY.size, TEXT_WIDTH - labelWidth);
      this.ensure(lines.length * BODY.leading + 6);
      this.gap(BODY.leading);
      this.text(this.clean(label), { size: 9, font: bold, color: SLATE });
      lines.forEach((line, i) => {
        if (i > 0) this.gap(BODY.leading);
        this.text(line, { x: MARGIN.left + labelWidth, size: BODY.size, font: regular });
      });
      this.gap(5);
      this.rule(0.5);
    }
    this.gap(4);
  }

  private rule(thickness: number, color: RGB = RULE) {
    this.page.drawLine({
      start: { x: MARGIN.left, y: this.y },
      end: { x: PAGE.width - MARGIN.right, y: this.y },
      thickness,
      color,
    });
  }

  table(block: Extract<PdfBlock, { kind: 'table' }>) {
    const { bold, regular, mono } = this.fonts;
    const pad = 5;
    const xs: number[] = [];
    let x = MARGIN.left;
    for (const column of block.columns) {
      xs.push(x);
      x += column.width * TEXT_WIDTH;
    }
    const cellWidth = (i: number) => block.columns[i]!.width * TEXT_WIDTH - pad * 2;
    const drawRow = (cells: readonly string[], strong: boolean) => {
      const wrapped = cells.map((cell, i) => {
        const column = block.columns[i]!;
        const font = strong ? bold : column.mono ? mono : regular;
        const size = column.mono && !strong ? 8.5 : 9.5;
        return { font, size, lines: wrap(this.clean(cell), font, size, cellWidth(i)) };
      });
      const height = Math.max(...wrapped.map((c) => c.lines.length)) * 13 + 8;
      const top = this.y;
      wrapped.forEach((cell, i) => {
        const column = block.columns[i]!;
        cell.lines.forEach((line, n) => {
          const width = cell.font.widthOfTextAtSize(line, cell.size);
          const cx = column.align === 'right' ? xs[i]! + pad + cellWidth(i) - width : xs[i]! + pad;
          this.page.drawText(line, {
            x: cx,
            y: top - 13 - n * 13,
            size: cell.size,
            font: cell.font,
            color: INK,
          });
        });
      });
      this.y = top - height;
    };
    const header = () => {
      this.ensure(24 + 22);
      this.page.drawRectangle({
        x: MARGIN.left,
        y: this.y - 22,
        width: TEXT_WIDTH,
        height: 22,
        color: SOFT,
      });
      block.columns.forEach((column, i) => {
        const label = this.clean(column.header);
        const width = bold.widthOfTextAtSize(label, 8.5);
        this.page.drawText(label, {
          x: column.align === 'right' ? xs[i]! + pad + cellWidth(i) - width : xs[i]! + pad,
          y: this.y - 14.5,
          size: 8.5,
          font: bold,
          color: SLATE,
        });
      });
      this.y -= 22;
    };
    this.gap(8);
    header();
    for (const row of block.rows) {
      if (this.y - 30 < MARGIN.bottom) {
        this.ensure(PAGE.height);
        header();
      }
      drawRow(row, false);
      this.rule(0.5);
    }
    if (block.total) {
      this.ensure(30);
      this.rule(1, INK);
      drawRow(block.total, true);
    }
    this.gap(8);
  }

  signatures(parties: readonly { role: string; name: string }[]) {
    const { bold, regular } = this.fonts;
    const columnWidth = (TEXT_WIDTH - 40) / 2;
    this.ensure(110);
    this.gap(64);
    parties.forEach((party, i) => {
      const x = MARGIN.left + (i % 2) * (columnWidth + 40);
      this.page.drawLine({
        start: { x, y: this.y },
        end: { x: x + columnWidth, y: this.y },
        thickness: 0.75,
        color: INK,
      });
      const names = wrap(this.clean(party.name), bold, 9.5, columnWidth);
      names.forEach((line, n) =>
        this.page.drawText(line, { x, y: this.y - 14 - n * 12, size: 9.5, font: bold, color: INK }),
      );
      this.page.drawText(this.clean(`${party.role} · Nombre y firma`), {
        x,
        y: this.y - 16 - names.length * 12,
        size: 8.5,
        font: regular,
        color: SLATE,
      });
    });
    this.gap(48);
  }

  finish() {
    const { regular, bold } = this.fonts;
    const left = this.clean(`${this.spec.title} · Referencia ${this.spec.reference}`);
    this.pages.forEach((page, i) => {
      if (this.spec.watermark) {
        const mark = this.clean(this.spec.watermark);
        const size = 36;
        const width = bold.widthOfTextAtSize(mark, size);
        page.drawText(mark, {
          x: PAGE.width / 2 - (width / 2) * Math.cos(Math.PI / 6),
          y: PAGE.height / 2 - (width / 2) * Math.sin(Math.PI / 6),
          size,
          font: bold,
          color: BRAND,
          opacity: 0.12,
          rotate: degrees(30),
        });
      }
      page.drawLine({
        start: { x: MARGIN.left, y: MARGIN.bottom - 22 },
        end: { x: PAGE.width - MARGIN.right, y: MARGIN.bottom - 22 },
        thickness: 0.5,
        color: RULE,
      });
      page.drawText(left, {
        x: MARGIN.left,
        y: MARGIN.bottom - 36,
        size: 8,
        font: regular,
        color: SLATE,
      });
      const number = `Página ${i + 1} de ${this.pages.length}`;
      page.drawText(number, {
        x: PAGE.width - MARGIN.right - regular.widthOfTextAtSize(number, 8),
        y: MARGIN.bottom - 36,
        size: 8,
        font: regular,
        color: SLATE,
      });
    });
  }
}

/** Lays the document out and answers the PDF file. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const clean = textCleaner(fonts.regular);
  doc.setTitle(clean(spec.title));
  doc.setAuthor(clean(spec.issuer));
  doc.setSubject(clean(spec.subject));
  doc.setCreator(clean(spec.issuer));
  doc.setProducer(clean(spec.issuer));
  doc.setLanguage('es-MX');
  doc.setCreationDate(spec.createdAt);
  doc.setModificationDate(spec.createdAt);

  const layout = new Layout(doc, fonts, spec, clean);
  layout.title();
  for (const block of spec.blocks) {
    if (block.kind === 'heading') layout.heading(block.text);
    else if (block.kind === 'paragraph') layout.paragraph(block.text);
    else if (block.kind === 'fields') layout.fields(block.rows);
    else if (block.kind === 'table') layout.table(block);
    else layout.signatures(block.parties);
  }
  layout.finish();
  return Buffer.from(await doc.save());
}
