import type { Column, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import QRCode from 'qrcode';
import { renderPdf } from '../../common/pdf';

/** 'a4': one plaque per A4 page; 'grid': many codes per page, the code under each. */
export type SheetLayout = 'a4' | 'grid';

/** One plaque of a print sheet with its two links (QrDocumentsService.urlsOf). */
export interface SheetPlaque {
  code: string;
  verificationCode: string;
  url: string;
  condolenceUrl: string;
}

/** A print sheet as a render-pool job: the plaques in order, the layout, the activation page's address. */
export interface PlaqueSheetJob {
  items: SheetPlaque[];
  layout: SheetLayout;
  activateAt: string;
}

// Q keeps a plaque readable with a quarter of it scratched or dirty (it lives outdoors).
const ERROR_CORRECTION = 'Q';
const GRID_COLUMNS = 4;
const GRID_ROWS = 5;
const GRID_QR_WIDTH = 100;
const MUTED = '#57524b';

/** The QR of `text` as an SVG (one path: the fastest thing for pdfmake to draw, and vector for print). */
function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: ERROR_CORRECTION });
}

/**
 * The plaques' print sheet (spec panels §2 "Nuovi QR code") with qrcode and pdfmake, run in
 * the render pool's workers (common/render-pool).
 */
export async function plaqueSheetPdf(job: PlaqueSheetJob): Promise<Buffer> {
  const { items, layout } = job;
  const content = layout === 'a4' ? await a4Pages(items, job.activateAt) : await gridPages(items);
  const definition: TDocumentDefinitions = {
    info: {
      title: layout === 'a4' ? 'Ricordo - QR code in formato A4' : 'Ricordo - QR code in griglia',
      creator: 'Ricordo',
    },
    pageSize: 'A4',
    pageMargins: layout === 'a4' ? [56, 48, 56, 48] : [36, 40, 36, 40],
    defaultStyle: { font: 'Roboto', fontSize: 11 },
    content,
  };
  if (layout === 'grid')
    definition.footer = (page: number, pages: number) => ({
      text: `Ricordo - QR code, pagina ${page} di ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: MUTED,
    });
  return renderPdf(definition);
}

/** A QR code as a PNG of `width` pixels with the quiet zone. */
export function qrPng(job: { text: string; width: number }): Promise<Buffer> {
  return QRCode.toBuffer(job.text, {
    type: 'png',
    width: job.width,
    margin: 4,
    errorCorrectionLevel: ERROR_CORRECTION,
  });
}

/** One plaque per page: the big QR, its code and verification code, how to activate, the book's QR. */
async function a4Pages(items: SheetPlaque[], activateAt: string): Promise<Content[]> {
  return Promise.all(
    items.map(async (item, index): Promise<Content> => {
      const { url, condolenceUrl } = item;
      const [plaque, book] = await Promise.all([qrSvg(url), qrSvg(condolenceUrl)]);
      return {
        pageBreak: index < items.length - 1 ? 'after' : undefined,
        stack: [
          { text: 'Ricordo', fontSize: 26, bold: true, alignment: 'center' },
          {
            text: 'Lapide digitale',
            fontSize: 13,
            color: MUTED,
            alignment: 'center',
            margin: [0, 0, 0, 18],
          },
          { svg: plaque, width: 300, alignment: 'center' },
          { text: item.code, fontSize: 24, bold: true, alignment: 'center', margin: [0, 14, 0, 2] },
          {
            text: [
              { text: 'Codice di verifica: ', color: MUTED },
              { text: item.verificationCode, bold: true },
            ],
            fontSize: 14,
            alignment: 'center',
            margin: [0, 0, 0, 18],
          },
          { text: 'Come attivare la lapide digitale', bold: true, margin: [0, 0, 0, 4] },
          {
            ol: [
              'Inquadra il QR code con la fotocamera del telefono, oppure apri ' + activateAt + '.',
              'Inserisci il codice e il codice di verifica riportati qui sopra, poi i dati del tuo caro.',
              'Conferma i dati dal link che ricevi via e-mail o WhatsApp: la pagina sarà online.',
            ],
            fontSize: 10,
            margin: [0, 0, 0, 6],
          },
          {
            text: 'Conserva questo foglio: il codice di verifica serve solo per l’attivazione e non va applicato alla lapide.',
            fontSize: 9,
            color: MUTED,
            margin: [0, 0, 0, 14],
          },
          {
            columns: [
              { svg: book, width: 96 },
              {
                width: '*',
                margin: [14, 16, 0, 0],
                stack: [
                  { text: 'Libro delle condoglianze', bold: true },
                  {
                    text: 'Inquadra questo QR code per lasciare un messaggio di cordoglio.',
                    fontSize: 10,
                    color: MUTED,
                  },
                ],
              },
            ],
          },
        ],
      };
    }),
  );
}

/** GRID_COLUMNS × GRID_ROWS codes per page, each QR with its code under it. */
async function gridPages(items: SheetPlaque[]): Promise<Content[]> {
  const svgs = await Promise.all(items.map((item) => qrSvg(item.url)));
  const perPage = GRID_COLUMNS * GRID_ROWS;
  const pages: Content[] = [];
  for (let first = 0; first < items.length; first += perPage) {
    const rows: Content[] = [];
    for (let row = 0; row < GRID_ROWS && first + row * GRID_COLUMNS < items.length; row++) {
      const columns: Column[] = [];
      for (let column = 0; column < GRID_COLUMNS; column++) {
        const index = first + row * GRID_COLUMNS + column;
        columns.push(
          index < items.length
            ? {
                width: '*',
                stack: [
                  { svg: svgs[index], width: GRID_QR_WIDTH, alignment: 'center' },
                  {
                    text: items[index].code,
                    fontSize: 10,
                    bold: true,
                    alignment: 'center',
                    margin: [0, 4, 0, 0],
                  },
                ],
              }
            : { width: '*', text: '' },
        );
      }
      rows.push({ columns, margin: [0, 0, 0, 22] });
    }
    pages.push({ stack: rows, pageBreak: first + perPage < items.length ? 'after' : undefined });
  }
  return pages;
}
