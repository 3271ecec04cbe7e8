import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';

/**
 * The seal of signed contracts (issue 15 part 3): a PDF digital signature (PAdES-style, adbe.pkcs7.detached over the
 * file's byte range) made with the platform's own certificate. It proves the file is the one the platform issued:
 * any change to a byte outside the signature breaks it. The certificate is self-signed, generated on first start into
 * the data folder like the other generated secrets (`DATA_DIR/contract-seal.p12`, mode 0600, no passphrase: the file
 * is the secret); a deployment may replace it with a certificate issued by a trust service provider.
 */
export const SEAL_FILE = 'contract-seal.p12';
const SEAL_YEARS = 10;

/** A self-signed RSA-2048 certificate and its key, as a PKCS#12 file without passphrase. */
export function generateSealCertificate(commonName: string, now = new Date()): Buffer {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(Date.UTC(now.getUTCFullYear() + SEAL_YEARS, now.getUTCMonth(), now.getUTCDate()));
  const subject = [{ name: 'commonName', value: commonName }, { name: 'organizationName', value: commonName }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], '', { algorithm: '3des', friendlyName: commonName });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** Reads the seal's certificate from the data folder, generating it on first start. */
export function ensureSealCertificate(dataDir: string): Buffer {
  const file = path.join(dataDir, SEAL_FILE);
  if (existsSync(file)) return readFileSync(file);
  const p12 = generateSealCertificate('Pharma Campus contract seal');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, p12, { mode: 0o600 });
  chmodSync(file, 0o600);
  return p12;
}

export interface SealInfo {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/** Signs the PDF with the seal: a signature placeholder added to it, then the PKCS#7 signature over its byte range. */
export async function sealPdf(pdf: Buffer, p12: Buffer, info: SealInfo): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({ pdfBuffer: pdf, ...info, appName: 'PharmaCampus' });
  return new SignPdf().sign(withPlaceholder, new P12Signer(p12, { passphrase: '' }), info.signingTime);
}
