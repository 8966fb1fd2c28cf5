import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';

/**
 * The service's PAdES seal on signed agreements (docs/decisions/signed-agreement.md): a PKCS#12
 * key (SIGNING_P12_FILE in production; outside it, a self-signed one generated once into the data
 * folder, like the other development secrets), and the signature over the whole file.
 */

export interface SigningKey {
  p12: Buffer;
  password: string;
}

const DEV_KEY_FILE = 'signing.p12';

/** A self-signed certificate and key for `name`, valid ten years, as a PKCS#12 file. */
export function selfSignedP12(name: string, password: string): Buffer {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3_600_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3_600_000);
  const subject = [
    { name: 'commonName', value: name },
    { name: 'organizationName', value: name },
    { name: 'countryName', value: 'MX' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, {
    algorithm: '3des',
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** The configured key, or the development one (created on first use). */
export function loadSigningKey(options: {
  p12File: string | undefined;
  password: string;
  dataDir: string;
  issuer: string;
}): SigningKey {
  if (options.p12File) {
    return { p12: readFileSync(options.p12File), password: options.password };
  }
  const file = path.join(options.dataDir, DEV_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, selfSignedP12(`${options.issuer} (desarrollo)`, ''), { mode: 0o600 });
  }
  return { p12: readFileSync(file), password: '' };
}

export interface SealDetails {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
  at: Date;
}

/** The PDF with a detached PKCS#7 signature whose byte range covers the whole file. */
export async function sealPdf(pdf: Uint8Array, key: SigningKey, details: SealDetails) {
  const doc = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: details.reason,
    name: details.name,
    location: details.location,
    contactInfo: details.contactInfo,
    signingTime: details.at,
    signatureLength: 16_384,
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(key.p12, { passphrase: key.password });
  return new SignPdf().sign(prepared, signer, details.at);
}
