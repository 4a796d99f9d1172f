import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import QRCode from 'qrcode';
import { renderPdf } from '../../../common/pdf';
import { romeMinute } from '../../../common/rome-time';

/*
 * The printable documents of a record (spec panels §2 result dialog, §4, §6) with
 * pdfmake through `renderPdf` (Roboto shipped with pdfmake, nothing fetched; QR codes as inline SVG, the
 * manifesto as an inline JPEG), as the plaque sheets do. Run in the render pool's workers (CardPdfsService).
 */

/** One published condolence as the book prints it. */
export interface BookEntry {
  authorName: string;
  text: string;
  /** Unix seconds of publication. */
  time: number;
}

/** 'deceasedCard': one A4 page; 'deceasedCard2': a pocket card (A6 landscape) to hand to the family. */
export type TombstoneCardFormat = 'a4' | 'pocket';

const MUTED = '#57524b';
const RULE = '#d9d3ca';
/** The pocket card: A6 landscape, in PDF points. */
export const A6_LANDSCAPE = { width: 419.53, height: 297.64 } as const;
/** The cut-out card under the manifesto: 85 × 55 mm, a business card. */
const CARD = { width: 241, height: 156 } as const;

// Q keeps a printed code readable when folded or smudged, as on the plaque sheets (QrDocumentsService).
function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'Q' });
}

/** What a card shows of its record (CardSubject, reduced to plain data for the render pool's workers). */
export interface CardPrint {
  fullName: string;
  /** lifeDates(subject): '' when both dates are unknown. */
  dates: string;
  links: { page: string; book: string };
  plaque: { code: string; verificationCode: string } | null;
  /** The funeral home's name, when the record has one. */
  partnerName: string | null;
}

function linkText(url: string, fontSize = 10): Content {
  return { text: url, link: url, fontSize, color: '#2f4858', alignment: 'center' };
}

/** 'Indicazioni per le condoglianze': how visitors leave a message in the book, with its QR and link. */
export async function indicationPdf(subject: CardPrint): Promise<Buffer> {
  const book = await qrSvg(subject.links.book);
  const dates = subject.dates;
  return renderPdf(
    pdfDocument('Indicazioni per le condoglianze', 'A4', [
      { text: 'Indicazioni per le condoglianze', fontSize: 22, bold: true, alignment: 'center' },
      { text: subject.fullName, fontSize: 18, alignment: 'center', margin: [0, 12, 0, 0] },
      dates ? { text: dates, color: MUTED, alignment: 'center' } : '',
      { svg: book, width: 220, alignment: 'center', margin: [0, 24, 0, 10] },
      linkText(subject.links.book, 11),
      { text: 'Come lasciare un messaggio di cordoglio', bold: true, margin: [0, 26, 0, 6] },
      {
        ol: [
          'Inquadra il QR code con la fotocamera del telefono, oppure apri il link riportato qui sopra.',
          'Si apre il libro delle condoglianze: scrivi il tuo nome e il tuo messaggio.',
          'Se non hai effettuato l’accesso, conferma il messaggio con il codice o il link che ricevi. Il messaggio comparirà nel libro e la famiglia potrà leggerlo.',
        ],
        margin: [0, 0, 0, 12],
      },
      {
        text: 'Il libro delle condoglianze si può consultare in ogni momento dalla stessa pagina. Non serve alcuna registrazione.',
        fontSize: 10,
        color: MUTED,
      },
      signature(subject),
    ]),
  );
}

/** deceasedCard (A4) and deceasedCard2 (pocket card): the tombstone page's QR, link and codes. */
export async function tombstoneCardPdf(job: {
  subject: CardPrint;
  format: TombstoneCardFormat;
}): Promise<Buffer> {
  const { subject, format } = job;
  const [page, book] = await Promise.all([qrSvg(subject.links.page), qrSvg(subject.links.book)]);
  const dates = subject.dates;
  const codes: Content[] = subject.plaque
    ? [
        {
          text: [
            { text: 'Codice: ', color: MUTED },
            { text: subject.plaque.code, bold: true },
          ],
        },
        {
          text: [
            { text: 'Codice di verifica: ', color: MUTED },
            { text: subject.plaque.verificationCode, bold: true },
          ],
        },
      ]
    : [];
  if (format === 'pocket') {
    return renderPdf({
      ...pdfDocument('Lapide digitale - cartoncino', { ...A6_LANDSCAPE }, []),
      pageMargins: [22, 22, 22, 22],
      content: [
        { text: 'Lapide digitale', fontSize: 9, color: MUTED },
        { text: subject.fullName, fontSize: 16, bold: true, margin: [0, 2, 0, 0] },
        dates ? { text: dates, fontSize: 9, color: MUTED } : '',
        {
          margin: [0, 12, 0, 0],
          columns: [
            { svg: page, width: 140 },
            {
              width: '*',
              margin: [14, 0, 0, 0],
              fontSize: 9,
              stack: [
                { text: 'Inquadra il QR code per aprire la pagina in ricordo.', margin: [0, 0, 0, 6] },
                {
                  text: subject.links.page,
                  link: subject.links.page,
                  color: '#2f4858',
                  margin: [0, 0, 0, 8],
                },
                ...codes,
                { text: 'Ricordo', bold: true, fontSize: 11, margin: [0, 12, 0, 0] },
              ],
            },
          ],
        },
      ],
    });
  }
  return renderPdf(
    pdfDocument('Lapide digitale', 'A4', [
      { text: 'Lapide digitale', fontSize: 13, color: MUTED, alignment: 'center' },
      { text: subject.fullName, fontSize: 26, bold: true, alignment: 'center', margin: [0, 4, 0, 0] },
      dates ? { text: dates, fontSize: 13, color: MUTED, alignment: 'center' } : '',
      { svg: page, width: 280, alignment: 'center', margin: [0, 24, 0, 12] },
      linkText(subject.links.page, 12),
      { stack: codes, fontSize: 14, alignment: 'center', margin: [0, 12, 0, 22] },
      {
        columns: [
          { svg: book, width: 96 },
          {
            width: '*',
            margin: [14, 14, 0, 0],
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
      signature(subject),
    ]),
  );
}

/** The condolence book (pdfBook): every published message, oldest first, pages numbered. */
export function bookPdf(job: { subject: CardPrint; entries: BookEntry[] }): Promise<Buffer> {
  const { subject, entries } = job;
  const dates = subject.dates;
  const messages: Content[] =
    entries.length === 0
      ? [{ text: 'Nel libro non ci sono ancora messaggi.', color: MUTED, italics: true }]
      : entries.map((entry): Content => ({
          unbreakable: entry.text.length < 1200,
          margin: [0, 0, 0, 14],
          stack: [
            { text: entry.text, margin: [0, 0, 0, 3] },
            {
              text: `${entry.authorName} · ${romeMinute(new Date(entry.time * 1000))}`,
              fontSize: 9,
              color: MUTED,
            },
            {
              canvas: [{ type: 'line', x1: 0, y1: 6, x2: 483, y2: 6, lineWidth: 0.5, lineColor: RULE }],
            },
          ],
        }));
  return renderPdf({
    ...pdfDocument('Libro delle condoglianze', 'A4', [
      { text: 'Libro delle condoglianze', fontSize: 13, color: MUTED, alignment: 'center' },
      { text: subject.fullName, fontSize: 24, bold: true, alignment: 'center', margin: [0, 4, 0, 0] },
      dates ? { text: dates, color: MUTED, alignment: 'center' } : '',
      {
        text: `${entries.length} ${entries.length === 1 ? 'messaggio' : 'messaggi'}`,
        fontSize: 10,
        color: MUTED,
        alignment: 'center',
        margin: [0, 6, 0, 24],
      },
      ...messages,
    ]),
    footer: (page: number, pages: number) => ({
      text: `${subject.fullName} - Libro delle condoglianze, pagina ${page} di ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: MUTED,
    }),
  });
}

/**
 * 'Manifesto + Cartoncino Qr' as PDF: one A4 page with the manifesto and, under it, the 85 × 55 mm card
 * to cut out, carrying the QR code and link of the notice on Ricordo (to check a poster is the original).
 */
export async function obituaryCardPdf(job: { subject: CardPrint; manifestoJpeg: Buffer }): Promise<Buffer> {
  const { subject, manifestoJpeg } = job;
  const page = await qrSvg(subject.links.page);
  return renderPdf({
    ...pdfDocument('Manifesto e cartoncino QR', 'A4', [
      {
        image: `data:image/jpeg;base64,${manifestoJpeg.toString('base64')}`,
        fit: [515, 560],
        alignment: 'center',
      },
      {
        margin: [0, 18, 0, 0],
        alignment: 'center',
        table: {
          widths: [CARD.width - 10],
          heights: [CARD.height - 10],
          body: [[cardFace(subject, page)]],
        },
        layout: {
          hLineStyle: () => ({ dash: { length: 4 } }),
          vLineStyle: () => ({ dash: { length: 4 } }),
          hLineColor: () => MUTED,
          vLineColor: () => MUTED,
        },
      },
    ]),
    pageMargins: [40, 36, 40, 36],
  });
}

/** The little card's face: QR on the left, name, link and what it is for on the right. */
function cardFace(subject: CardPrint, qr: string): Content {
  return {
    margin: [4, 6, 4, 4],
    columns: [
      { svg: qr, width: 86 },
      {
        width: '*',
        margin: [8, 0, 0, 0],
        fontSize: 8,
        stack: [
          { text: subject.fullName, bold: true, fontSize: 10 },
          { text: 'Necrologio originale su Ricordo', color: MUTED, margin: [0, 2, 0, 6] },
          { text: subject.links.page, link: subject.links.page, color: '#2f4858', fontSize: 7 },
          {
            text: 'Inquadra il QR code per verificare il necrologio e lasciare un pensiero.',
            margin: [0, 6, 0, 0],
          },
        ],
      },
    ],
  };
}

function signature(subject: CardPrint): Content {
  const partner = subject.partnerName;
  return {
    text: partner ? `${partner} - Ricordo` : 'Ricordo',
    fontSize: 9,
    color: MUTED,
    alignment: 'center',
    margin: [0, 30, 0, 0],
  };
}

function pdfDocument(
  title: string,
  pageSize: TDocumentDefinitions['pageSize'],
  content: Content[],
): TDocumentDefinitions {
  return {
    info: { title: `Ricordo - ${title}`, creator: 'Ricordo' },
    pageSize,
    pageMargins: [56, 48, 56, 48],
    defaultStyle: { font: 'Roboto', fontSize: 11 },
    content,
  };
}
