import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { textCleaner, wrap } from './pdf-text';

/**
 * The certificate page appended to a signed agreement (docs/product/signed-agreement.md#the-signed-document):
 * who signed, how and when, the hashes, the typed name and the drawn signature, and a QR code to
 * the public verification page with its code printed under it.
 */

export interface CertificateSpec {
  title: string;
  /** Label and value, in order. */
  rows: readonly (readonly [string, string])[];
  typedName: string;
  /** The drawn signature, a PNG; absent when the signer did not draw one. */
  signaturePng?: Buffer;
  verifyUrl: string;
  verifyCode: string;
}

const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 56;
const WIDTH = PAGE.width - 2 * LEFT;
const INK = rgb(0x0f / 255, 0x17 / 255, 0x2a / 255);
const SLATE = rgb(0x47 / 255, 0x55 / 255, 0x69 / 255);
const BRAND = rgb(0x26 / 255, 0xa1 / 255, 0x7b / 255);

/** The PDF with the certificate page added at the end. */
export async function appendCertificatePage(pdf: Uint8Array, spec: CertificateSpec) {
  const doc = await PDFDocument.load(pdf);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const clean = textCleaner(regular);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - 64;
  page.drawRectangle({ x: 0, y: PAGE.height - 10, width: PAGE.width, height: 10, color: BRAND });
  page.drawText(clean(spec.title), { x: LEFT, y, size: 16, font: bold, color: INK });
  y -= 28;

  const labelWidth = 150;
  for (const [label, value] of spec.rows) {
    const isHash = /^[0-9a-f]{64}$/.test(value);
    const font = isHash ? mono : regular;
    const size = isHash ? 8 : 9.5;
    const lines = wrap(clean(value), font, size, WIDTH - labelWidth);
    page.drawText(clean(label), { x: LEFT, y, size: 9, font: bold, color: SLATE });
    lines.forEach((line, i) =>
      page.drawText(line, { x: LEFT + labelWidth, y: y - i * 12, size, font, color: INK }),
    );
    y -= Math.max(lines.length, 1) * 12 + 6;
  }

  y -= 10;
  page.drawText('Nombre escrito por el firmante', {
    x: LEFT,
    y,
    size: 9,
    font: bold,
    color: SLATE,
  });
  page.drawText(clean(spec.typedName), {
    x: LEFT + labelWidth,
    y,
    size: 12,
    font: bold,
    color: INK,
  });
  y -= 24;
  page.drawText('Firma dibujada', { x: LEFT, y, size: 9, font: bold, color: SLATE });
  if (spec.signaturePng) {
    const image = await doc.embedPng(spec.signaturePng);
    const scale = Math.min(220 / image.width, 80 / image.height, 1);
    page.drawImage(image, {
      x: LEFT + labelWidth,
      y: y - image.height * scale + 10,
      width: image.width * scale,
      height: image.height * scale,
    });
    y -= Math.max(image.height * scale, 20) + 10;
  } else {
    page.drawText('El firmante no dibujó una firma', {
      x: LEFT + labelWidth,
      y,
      size: 9.5,
      font: regular,
      color: INK,
    });
    y -= 22;
  }

  const qr = await QRCode.toBuffer(spec.verifyUrl, { type: 'png', margin: 1, width: 240 });
  const qrImage = await doc.embedPng(qr);
  const qrSize = 110;
  y -= 10;
  page.drawImage(qrImage, { x: LEFT, y: y - qrSize, width: qrSize, height: qrSize });
  const textX = LEFT + qrSize + 16;
  page.drawText('Verifica este documento', {
    x: textX,
    y: y - 14,
    size: 11,
    font: bold,
    color: INK,
  });
  wrap(clean(spec.verifyUrl), regular, 9, WIDTH - qrSize - 16).forEach((line, i) =>
    page.drawText(line, { x: textX, y: y - 32 - i * 12, size: 9, font: regular, color: SLATE }),
  );
  page.drawText(`Código: ${spec.verifyCode}`, {
    x: textX,
    y: y - 64,
    size: 11,
    font: mono,
    color: INK,
  });
  page.drawText(clean(`Código de verificación: ${spec.verifyCode}`), {
    x: LEFT,
    y: y - qrSize - 14,
    size: 8,
    font: regular,
    color: SLATE,
  });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
