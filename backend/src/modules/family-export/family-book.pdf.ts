import type { Content } from 'pdfmake/interfaces';
import { renderPdf } from '../../common/pdf';

/** What the family's book prints (plain data: it crosses to the render pool's workers). */
export interface FamilyBookPrint {
  fullName: string;
  /** 'dd/MM/yyyy – dd/MM/yyyy', one side alone, or ''. */
  dates: string;
  /** The page's photo (JPEG or PNG), or null. */
  photo: { type: 'jpeg' | 'png'; bytes: Buffer } | null;
  /** 'dd/MM/yyyy HH:mm' in Europe/Rome, when the book was printed. */
  printedAt: string;
  /** Published condolences, oldest first; `when` as 'dd/MM/yyyy HH:mm'. */
  condolences: Array<{ name: string; text: string; when: string }>;
  /** Accepted dedications, oldest first: what they are ('Cero votivo'), who signed, their text. */
  dedications: Array<{ kind: string; name: string; text: string; when: string }>;
}

const MUTED = '#57524b';
const RULE = '#d9d3ca';
/** The text width of an A4 page with the margins below, in points. */
const WIDTH = 595.28 - 2 * 56;

function entry(lines: Content[], by: string): Content {
  return {
    margin: [0, 0, 0, 12],
    // A message stays on one page; the longest (1 000 characters) still fits well within one.
    unbreakable: true,
    stack: [
      ...lines,
      { text: by, fontSize: 9, color: MUTED, margin: [0, 3, 0, 0] },
      { canvas: [{ type: 'line', x1: 0, y1: 6, x2: WIDTH, y2: 6, lineWidth: 0.5, lineColor: RULE }] },
    ],
  };
}

function section(title: string, empty: string, items: Content[]): Content[] {
  return [
    { text: title, fontSize: 16, bold: true, margin: [0, 0, 0, 12], pageBreak: 'before' },
    ...(items.length ? items : [{ text: empty, color: MUTED, italics: true }]),
  ];
}

/**
 * 'Libro delle condoglianze' of the family's export: a cover with the photo, name and dates; every published
 * condolence, then every accepted dedication, each with its name and date; pages numbered, ready to print.
 * Made in the render pool's workers (FamilyExportService.book), as the other PDFs.
 */
export function familyBookPdf(book: FamilyBookPrint): Promise<Buffer> {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const cover: Content[] = [
    {
      text: 'Libro delle condoglianze',
      fontSize: 13,
      color: MUTED,
      alignment: 'center',
      margin: [0, 40, 0, 0],
    },
    { text: book.fullName, fontSize: 28, bold: true, alignment: 'center', margin: [0, 8, 0, 0] },
    book.dates ? { text: book.dates, fontSize: 13, color: MUTED, alignment: 'center' } : '',
    book.photo
      ? {
          image: `data:image/${book.photo.type};base64,${book.photo.bytes.toString('base64')}`,
          fit: [300, 340],
          alignment: 'center',
          margin: [0, 28, 0, 0],
        }
      : '',
    {
      text: `${count(book.condolences.length, 'messaggio di cordoglio', 'messaggi di cordoglio')} · ${count(book.dedications.length, 'dedica', 'dediche')}`,
      color: MUTED,
      alignment: 'center',
      margin: [0, 28, 0, 0],
    },
    {
      text: `Stampato da Ricordo il ${book.printedAt}`,
      fontSize: 9,
      color: MUTED,
      alignment: 'center',
      margin: [0, 6, 0, 0],
    },
  ];
  const condolences = book.condolences.map((item) =>
    entry([{ text: item.text }], `${item.name} · ${item.when}`),
  );
  const dedications = book.dedications.map((item) =>
    entry(
      [
        { text: item.kind, bold: true },
        ...(item.text ? [{ text: item.text, margin: [0, 2, 0, 0] } as Content] : []),
      ],
      `${item.name} · ${item.when}`,
    ),
  );
  return renderPdf({
    info: { title: `Libro delle condoglianze - ${book.fullName}`, creator: 'Ricordo' },
    pageSize: 'A4',
    pageMargins: [56, 48, 56, 56],
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.2 },
    content: [
      ...cover,
      ...section('Condoglianze', 'Nel libro non ci sono messaggi pubblicati.', condolences),
      ...section('Dediche', 'Non ci sono dediche accettate.', dedications),
    ],
    footer: (page: number, pages: number) =>
      page === 1
        ? ''
        : {
            text: `${book.fullName} - Libro delle condoglianze, pagina ${page} di ${pages}`,
            alignment: 'center',
            fontSize: 8,
            color: MUTED,
          },
  });
}
