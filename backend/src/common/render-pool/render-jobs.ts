import { renderInvoiceCopyPdf } from '../../modules/invoices/invoice-copy.pdf';
import { familyBookPdf } from '../../modules/family-export/family-book.pdf';
import { renderReceiptPdf } from '../../modules/lamps/lamp-receipt.pdf';
import { obituaryCardJpeg } from '../../modules/obituaries/cards/card-image';
import {
  bookPdf,
  indicationPdf,
  obituaryCardPdf,
  tombstoneCardPdf,
} from '../../modules/obituaries/cards/card-pdf-documents';
import {
  customManifestoPdfJob,
  manifestoJpegJob,
  manifestoPdfJob,
  manifestoThumbnailJob,
} from '../../modules/obituaries/manifesto/manifesto-jobs';
import { plaqueSheetPdf, qrPng } from '../../modules/qrcodes/qr-sheet.pdf';

/**
 * Every job the render pool runs, by name: loaded only in the worker threads (render-worker.ts). The main
 * thread imports this file's types alone, so pdfmake, fontkit and the fonts never load on it.
 */
export const RENDER_JOBS = {
  'manifesto.jpeg': manifestoJpegJob,
  'manifesto.pdf': manifestoPdfJob,
  'manifesto.customPdf': customManifestoPdfJob,
  'manifesto.thumbnail': manifestoThumbnailJob,
  'qr.sheet': plaqueSheetPdf,
  'qr.png': qrPng,
  'card.indication': indicationPdf,
  'card.tombstone': tombstoneCardPdf,
  'card.book': bookPdf,
  'card.obituaryPdf': obituaryCardPdf,
  'card.obituaryJpeg': obituaryCardJpeg,
  'lamp.receipt': renderReceiptPdf,
  'invoice.copy': renderInvoiceCopyPdf,
  'family.book': familyBookPdf,
} satisfies Record<string, (input: never) => Promise<Buffer>>;

export type RenderJobName = keyof typeof RENDER_JOBS;
export type RenderJobInput<K extends RenderJobName> = Parameters<(typeof RENDER_JOBS)[K]>[0];
