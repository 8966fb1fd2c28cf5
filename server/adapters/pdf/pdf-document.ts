import { justifiedPositions, textCleaner, textWidth, wrap } from './pdf-text';
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

/** Lines of text carried to the signatures' page with the closing paragraph (keepEnding). */
const CARRIED_LINES = 6;

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

  newPage() {
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
      x: PAGE.width - MARGIN.right - textWidth(regular, ref, 8.5),
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

  /** Whether nothing was laid out yet on this page. */
  atTop() {
    return this.y === CONTENT_TOP;
  }

  /** Points left on this page. */
  room() {
    return this.y - MARGIN.bottom;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number) {
    if (height > this.room()) this.newPage();
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

  private headingLines(content: string) {
    return wrap(this.clean(content), this.fonts.bold, 11.5, TEXT_WIDTH);
  }

  private paragraphLines(content: string) {
    return wrap(this.clean(content), this.fonts.regular, BODY.size, TEXT_WIDTH);
  }

  /** The points a block takes when it is not broken across pages. */
  height(block: PdfBlock): number {
    if (block.kind === 'heading') return 18 + this.headingLines(block.text).length * 15;
    if (block.kind === 'paragraph') {
      return this.paragraphLines(block.text).length * BODY.leading + 6;
    }
    if (block.kind === 'signatures') return this.signaturesHeight(block.parties);
    if (block.kind === 'fields') {
      return 8 + block.rows.reduce((h, [, value]) => h + this.fieldHeight(value), 0);
    }
    return Number.POSITIVE_INFINITY;
  }

  /** Lines of text a heading or paragraph puts on a page (0: not text to carry). */
  lines(block: PdfBlock): number {
    if (block.kind === 'heading') return this.headingLines(block.text).length;
    if (block.kind === 'paragraph') return this.paragraphLines(block.text).length;
    return 0;
  }

  /** A heading keeps its first two lines of text with it. */
  heading(content: string) {
    const lines = this.headingLines(content);
    this.ensure(18 + lines.length * 15 + BODY.leading * 2);
    this.gap(14);
    for (const line of lines) {
      this.gap(12);
      this.text(line, { size: 11.5, font: this.fonts.bold });
      this.gap(3);
    }
    this.gap(4);
  }

  /**
   * Justified except the last line, like a printed contract, every space of a line the same.
   * Broken across pages only leaving two lines or more on each (no widow or orphan line).
   */
  paragraph(content: string) {
    const { regular } = this.fonts;
    const lines = this.paragraphLines(content);
    const fit = Math.floor(this.room() / BODY.leading);
    let breakAt = -1;
    if (lines.length > fit)
      breakAt = fit < 2 || lines.length < 4 ? 0 : Math.min(fit, lines.length - 2);
    lines.forEach((line, i) => {
      if (i === breakAt) this.newPage();
      else this.ensure(BODY.leading);
      this.gap(BODY.leading);
      const words = line.split(' ');
      if (i === lines.length - 1 || words.length < 2) {
        this.text(line, { size: BODY.size, font: regular });
        return;
      }
      const xs = justifiedPositions(words, regular, BODY.size, TEXT_WIDTH);
      words.forEach((word, n) =>
        this.text(word, { x: MARGIN.left + xs[n]!, size: BODY.size, font: regular }),
      );
    });
    this.gap(6);
  }

  private static readonly LABEL_WIDTH = 150;

  private fieldLines(value: string) {
    return wrap(this.clean(value), this.fonts.regular, BODY.size, TEXT_WIDTH - Layout.LABEL_WIDTH);
  }

  private fieldHeight(value: string) {
    return this.fieldLines(value).length * BODY.leading + 5;
  }

  /** Label and value rows; a row is never broken across pages. */
  fields(rows: readonly (readonly [string, string])[]) {
    const { bold, regular } = this.fonts;
    this.gap(4);
    for (const [label, value] of rows) {
      const lines = this.fieldLines(value);
      this.ensure(this.fieldHeight(value));
      this.gap(BODY.leading);
      this.text(this.clean(label), { size: 9, font: bold, color: SLATE });
      lines.forEach((line, i) => {
        if (i > 0) this.gap(BODY.leading);
        this.text(line, { x: MARGIN.left + Layout.LABEL_WIDTH, size: BODY.size, font: regular });
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
    const layoutRow = (cells: readonly string[], strong: boolean) => {
      const wrapped = cells.map((cell, i) => {
        const column = block.columns[i]!;
        const font = strong ? bold : column.mono ? mono : regular;
        const size = column.mono && !strong ? 8.5 : 9.5;
        return { font, size, lines: wrap(this.clean(cell), font, size, cellWidth(i)) };
      });
      return { wrapped, height: Math.max(...wrapped.map((c) => c.lines.length)) * 13 + 8 };
    };
    const drawRow = ({ wrapped, height }: ReturnType<typeof layoutRow>) => {
      const top = this.y;
      wrapped.forEach((cell, i) => {
        const column = block.columns[i]!;
        cell.lines.forEach((line, n) => {
          const width = textWidth(cell.font, line, cell.size);
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
      this.page.drawRectangle({
        x: MARGIN.left,
        y: this.y - 22,
        width: TEXT_WIDTH,
        height: 22,
        color: SOFT,
      });
      block.columns.forEach((column, i) => {
        const label = this.clean(column.header);
        const width = textWidth(bold, label, 8.5);
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
    const rows = block.rows.map((row) => layoutRow(row, false));
    const total = block.total ? layoutRow(block.total, true) : null;
    // A row is never broken across pages; the header comes with the first row, and the total
    // with the last one.
    const needed = (i: number) =>
      (rows[i]?.height ?? 0) + (i === rows.length - 1 && total ? total.height + 1 : 0);
    this.gap(8);
    this.ensure(22 + needed(0));
    header();
    rows.forEach((row, i) => {
      if (needed(i) > this.room()) {
        this.newPage();
        header();
      }
      drawRow(row);
      this.rule(0.5);
    });
    if (total) {
      if (total.height + 1 > this.room()) {
        this.newPage();
        header();
      }
      this.rule(1, INK);
      drawRow(total);
    }
    this.gap(8);
  }

  private signatureNames(parties: readonly { name: string }[]) {
    const columnWidth = (TEXT_WIDTH - 40) / 2;
    return parties.map((party) => wrap(this.clean(party.name), this.fonts.bold, 9.5, columnWidth));
  }

  private signaturesHeight(parties: readonly { name: string }[]) {
    const rows = Math.max(...this.signatureNames(parties).map((names) => names.length));
    return 64 + 16 + rows * 12 + 4;
  }

  /** Signature lines side by side, with the name and role under each. */
  signatures(parties: readonly { role: string; name: string }[]) {
    const { bold, regular } = this.fonts;
    const columnWidth = (TEXT_WIDTH - 40) / 2;
    const names = this.signatureNames(parties);
    this.ensure(this.signaturesHeight(parties));
    this.gap(64);
    parties.forEach((party, i) => {
      const x = MARGIN.left + (i % 2) * (columnWidth + 40);
      this.page.drawLine({
        start: { x, y: this.y },
        end: { x: x + columnWidth, y: this.y },
        thickness: 0.75,
        color: INK,
      });
      const lines = names[i]!;
      lines.forEach((line, n) =>
        this.page.drawText(line, { x, y: this.y - 14 - n * 12, size: 9.5, font: bold, color: INK }),
      );
      this.page.drawText(this.clean(`${party.role} · Nombre y firma`), {
        x,
        y: this.y - 16 - lines.length * 12,
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
        const width = textWidth(bold, mark, size);
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
        x: PAGE.width - MARGIN.right - textWidth(regular, number, 8),
        y: MARGIN.bottom - 36,
        size: 8,
        font: regular,
        color: SLATE,
      });
    });
  }
}

/**
 * Before block `i`: how a document ends (docs/decisions/pdf-layout.md). The closing paragraph is
 * never parted from the signatures — when the two do not fit on this page they start the next
 * one together — and the text just before them comes along (whole paragraphs, a heading with its
 * text) until that page holds CARRIED_LINES lines or more before the closing, so it never holds
 * only a couple of lines and the signatures. A document without signatures ends the same way
 * with its last paragraph.
 */
function keepEnding(layout: Layout, blocks: readonly PdfBlock[], i: number) {
  const signatures = blocks.findIndex((b) => b.kind === 'signatures');
  const end = signatures >= 0 ? signatures : blocks.length - 1;
  const closing = blocks[end - 1]?.kind === 'paragraph' && signatures >= 0 ? end - 1 : end;
  if (i > end || blocks[closing]?.kind !== (signatures === closing ? 'signatures' : 'paragraph')) {
    return;
  }
  let chain = closing;
  while (chain > 0 && layout.lines(blocks[chain - 1]!) > 0) chain -= 1;
  if (i < chain) return;
  const rest = blocks.slice(i, end + 1).reduce((h, b) => h + layout.height(b), 0);
  if (rest <= layout.room() || layout.atTop()) return;
  const linesAfter = (from: number) =>
    blocks.slice(from, closing).reduce((n, b) => n + layout.lines(b), 0);
  const carried = (j: number) => j >= closing || linesAfter(j + 1) < CARRIED_LINES;
  if (carried(i) || (blocks[i]!.kind === 'heading' && carried(i + 1))) layout.newPage();
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
  spec.blocks.forEach((block, i) => {
    keepEnding(layout, spec.blocks, i);
    if (block.kind === 'heading') layout.heading(block.text);
    else if (block.kind === 'paragraph') layout.paragraph(block.text);
    else if (block.kind === 'fields') layout.fields(block.rows);
    else if (block.kind === 'table') layout.table(block);
    else layout.signatures(block.parties);
  });
  layout.finish();
  return Buffer.from(await doc.save());
}
