import { dirname, join } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// pdfmake's printer, used directly rather than through the package's shared singleton, so the fonts and
// file policies below are the only ones any document gets (DESIGN "Documents": nothing is fetched).
/* eslint-disable @typescript-eslint/no-require-imports */
const Printer = (require('pdfmake/js/Printer') as { default: new (...args: unknown[]) => PdfPrinter })
  .default;
const URLResolver = (require('pdfmake/js/URLResolver') as { default: new (fs: unknown) => UrlResolver })
  .default;
const virtualfs = (require('pdfmake/js/virtual-fs') as { default: unknown }).default;
/* eslint-enable @typescript-eslint/no-require-imports */

interface UrlResolver {
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
}
interface PdfKitDocument extends NodeJS.ReadableStream {
  end(): void;
}
interface PdfPrinter {
  createPdfKitDocument(definition: TDocumentDefinitions): Promise<PdfKitDocument>;
}

/** Roboto as shipped in the pdfmake package: files of the project's dependencies, nothing fetched. */
export const PDF_FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONTS = {
  Roboto: {
    normal: join(PDF_FONT_DIR, 'Roboto-Regular.ttf'),
    bold: join(PDF_FONT_DIR, 'Roboto-Medium.ttf'),
    italics: join(PDF_FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(PDF_FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
};

/** A4 in PDF points (pdfmake's 'A4'). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/**
 * Renders a pdfmake document (font 'Roboto') to bytes. No URL is ever fetched and no local file but the
 * fonts is read: images and SVGs come inline in the definition.
 */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const resolver = new URLResolver(virtualfs);
  resolver.setUrlAccessPolicy(() => false);
  const printer = new Printer(FONTS, virtualfs, resolver, (path: string) => path.startsWith(PDF_FONT_DIR));
  const document = await printer.createPdfKitDocument(definition);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}
