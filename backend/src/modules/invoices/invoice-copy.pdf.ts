import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../common/pdf';
import { euros } from '../../common/euros';
import { italianDay } from '../../common/rome-time';
import { buildFatturaPa } from './fatturapa/fatturapa-xml';
import type { FiscalAddress, InvoiceDocument, InvoiceRecipient } from './fatturapa/invoice-document';

/** What the render pool's 'invoice.copy' job receives: the document as issued and its file name. */
export interface InvoiceCopyData {
  document: InvoiceDocument;
  fileName: string;
}

/** 'Fattura' or 'Nota di credito'. */
const TYPE_LABEL: Record<InvoiceDocument['type'], string> = {
  TD01: 'Fattura',
  TD04: 'Nota di credito',
};

/** 'Via Roma 1, 20121 Milano (MI)' */
function addressLine(address: FiscalAddress): string {
  const street = address.civicNumber ? `${address.street} ${address.civicNumber}` : address.street;
  const province = address.provincia ? ` (${address.provincia})` : '';
  const country = address.country && address.country !== 'IT' ? ` ${address.country}` : '';
  return `${street}, ${address.cap} ${address.comune}${province}${country}`;
}

function recipientName(recipient: InvoiceRecipient): string {
  return recipient.companyName ?? [recipient.firstName, recipient.lastName].filter(Boolean).join(' ');
}

/** '22%' or '0% N4' */
function rateLabel(vatRate: number, nature?: string): string {
  const rate = `${String(vatRate).replace('.', ',')}%`;
  return nature ? `${rate} ${nature}` : rate;
}

const QUANTITY = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 8 });

/** '1' or '1,5' */
function quantityLabel(quantity: number): string {
  return QUANTITY.format(quantity);
}

function party(title: string, lines: string[]): Content {
  return {
    stack: [
      { text: title, bold: true, color: '#57524b', fontSize: 9, margin: [0, 0, 0, 4] },
      ...lines.filter((line) => line.length > 0).map((line) => ({ text: line })),
    ],
  };
}

/**
 * The readable copy of an electronic invoice (docs/contracts.md "Invoices"): issuer, recipient, number,
 * date, lines, the summary per VAT rate and nature, stamp duty and total, from the same model the XML
 * writer serializes, so the copy states the figures of the file. Runs in the render pool.
 */
export async function renderInvoiceCopyPdf(data: InvoiceCopyData): Promise<Buffer> {
  const doc = data.document;
  const model = buildFatturaPa(doc);
  const issuer = doc.issuer;
  const recipient = doc.recipient;
  const title = `${TYPE_LABEL[doc.type]} n. ${doc.number} del ${italianDay(doc.date)}`;
  const recipientCode =
    model.recipientPec !== undefined
      ? `PEC ${model.recipientPec}`
      : `Codice destinatario ${model.recipientCode}`;
  const cell = (text: string, alignment: 'left' | 'right' = 'left') => ({ text, alignment });
  const header = (text: string, alignment: 'left' | 'right' = 'left') => ({ text, bold: true, alignment });
  const stampDuty = doc.stampDutyCents ?? 0;
  const definition: TDocumentDefinitions = {
    info: { title, author: issuer.name, creator: 'Ricordo' },
    pageSize: 'A4',
    pageMargins: 48,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content: [
      { text: 'Copia di cortesia della fattura elettronica', color: '#57524b', margin: [0, 0, 0, 4] },
      { text: title, fontSize: 15, bold: true, margin: [0, 0, 0, 16] },
      {
        columns: [
          party('Cedente / prestatore', [
            issuer.name,
            `Partita IVA IT${issuer.vatNumber}`,
            issuer.fiscalCode ? `Codice fiscale ${issuer.fiscalCode}` : '',
            addressLine(issuer.address),
            issuer.email ?? '',
            issuer.phone ?? '',
          ]),
          party('Cessionario / committente', [
            recipientName(recipient),
            recipient.vatNumber ? `Partita IVA IT${recipient.vatNumber}` : '',
            recipient.fiscalCode ? `Codice fiscale ${recipient.fiscalCode}` : '',
            addressLine(recipient.address),
            recipientCode,
          ]),
        ],
        columnGap: 24,
        margin: [0, 0, 0, 16],
      },
      ...(doc.correcting
        ? [
            {
              text: `Rettifica la fattura n. ${doc.correcting.number} del ${italianDay(doc.correcting.date)}`,
              margin: [0, 0, 0, 8] as [number, number, number, number],
            },
          ]
        : []),
      ...(doc.reason
        ? [{ text: `Causale: ${doc.reason}`, margin: [0, 0, 0, 8] as [number, number, number, number] }]
        : []),
      {
        table: {
          headerRows: 1,
          widths: ['*', 50, 70, 55, 70],
          body: [
            [
              header('Descrizione'),
              header('Quantità', 'right'),
              header('Prezzo unitario', 'right'),
              header('IVA', 'right'),
              header('Importo', 'right'),
            ],
            ...model.lines.map(({ line, totalCents }) => [
              cell(line.description),
              cell(quantityLabel(line.quantity), 'right'),
              cell(euros(line.unitPriceCents), 'right'),
              cell(rateLabel(line.vatRate, line.nature), 'right'),
              cell(euros(totalCents), 'right'),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 16],
      },
      { text: 'Riepilogo IVA', bold: true, margin: [0, 0, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: [70, '*', 80, 80],
          body: [
            [
              header('Aliquota'),
              header('Riferimento normativo'),
              header('Imponibile', 'right'),
              header('Imposta', 'right'),
            ],
            ...model.summaries.map((summary) => [
              cell(rateLabel(summary.vatRate, summary.nature)),
              cell(summary.legalReference ?? ''),
              cell(euros(summary.taxableCents), 'right'),
              cell(euros(summary.taxCents), 'right'),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          widths: ['*', 100],
          body: [
            ...(stampDuty > 0
              ? [[cell('Imposta di bollo (virtuale)', 'right'), cell(euros(stampDuty), 'right')]]
              : []),
            [
              { text: 'Totale documento', bold: true, alignment: 'right' as const },
              { text: euros(model.totalCents), bold: true, alignment: 'right' as const },
            ],
          ],
        },
        layout: 'noBorders',
      },
      ...(doc.payment
        ? [
            {
              text: `Pagato: ${euros(doc.payment.amountCents)}`,
              margin: [0, 8, 0, 0] as [number, number, number, number],
            },
          ]
        : []),
      {
        text: [
          "L'originale è il file XML trasmesso al Sistema di Interscambio",
          ` (${data.fileName}). Questa copia non ha valore fiscale.`,
        ].join(''),
        fontSize: 9,
        color: '#57524b',
        margin: [0, 24, 0, 0],
      },
    ],
  };
  return renderPdf(definition);
}
