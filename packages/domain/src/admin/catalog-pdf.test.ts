import { describe, expect, it } from 'vitest';
import { CATALOG_PDF_MAX_BYTES, FILE_NAME_MAX_LENGTH, catalogPdfDownloadName, checkCatalogPdf, cleanFileName } from './catalog-pdf.ts';

const pdf = (extra = 'rest of the file') => new TextEncoder().encode(`%PDF-1.7\n${extra}`);

describe('checkCatalogPdf', () => {
  it('knows a PDF by its first bytes', () => {
    expect(checkCatalogPdf(pdf())).toEqual({ ok: true, type: 'application/pdf' });
  });

  it('refuses anything else, whatever its name would say, an empty file and a file over the limit', () => {
    expect(checkCatalogPdf(new TextEncoder().encode('<html>%PDF-</html>'))).toEqual({ ok: false, problem: 'type' });
    expect(checkCatalogPdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({ ok: false, problem: 'type' });
    expect(checkCatalogPdf(new TextEncoder().encode('%PDF'))).toEqual({ ok: false, problem: 'type' });
    expect(checkCatalogPdf(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const big = new Uint8Array(CATALOG_PDF_MAX_BYTES + 1);
    big.set(pdf());
    expect(checkCatalogPdf(big)).toEqual({ ok: false, problem: 'tooBig' });
    expect(checkCatalogPdf(big.subarray(0, CATALOG_PDF_MAX_BYTES)).ok).toBe(true);
  });
});

describe('cleanFileName', () => {
  it('keeps the last segment of the name, without control characters, shortened', () => {
    expect(cleanFileName('C:\\Users\\ana\\Catálogo 2026.pdf', 'x.pdf')).toBe('Catálogo 2026.pdf');
    expect(cleanFileName('../../etc/passwd', 'x.pdf')).toBe('passwd');
    expect(cleanFileName('a\r\nb.pdf', 'x.pdf')).toBe('ab.pdf');
    expect(cleanFileName('  ', 'x.pdf')).toBe('x.pdf');
    expect(cleanFileName(undefined, 'x.pdf')).toBe('x.pdf');
    expect(cleanFileName(`${'a'.repeat(200)}.pdf`, 'x.pdf')).toHaveLength(FILE_NAME_MAX_LENGTH);
  });
});

describe('catalogPdfDownloadName', () => {
  it('names the download by platform and language, in plain ASCII', () => {
    expect(catalogPdfDownloadName('demo', 'fr')).toBe('catalogue-demo-fr.pdf');
    expect(catalogPdfDownloadName('cofares', 'es')).toBe('catalogo-cofares-es.pdf');
    expect(catalogPdfDownloadName('"; evil\r\n', 'fr')).toBe('catalogue-evil-fr.pdf');
  });
});
