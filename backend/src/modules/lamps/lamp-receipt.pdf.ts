import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { euros } from '../../common/euros';
import { renderPdf } from '../../common/pdf';
import { italianDay } from '../../common/rome-time';

export interface ReceiptData {
  protocol: string;
  paidOn: string;
  paidUntil: string;
  type: string;
  amountCents: number;
  serial: string;
  deceasedName: string;
  subscriber: { name: string; fiscalCode: string; address: string; email: string };
  managerCompany: string;
}

/** The receipt of one lamp payment (DESIGN "Documents": pdfmake, lamp receipts). */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const row = (label: string, value: string) => [{ text: label, bold: true }, value];
  const definition: TDocumentDefinitions = {
    info: { title: `Ricevuta ${data.protocol}`, author: data.managerCompany, creator: 'Ricordo' },
    pageSize: 'A4',
    pageMargins: 56,
    defaultStyle: { font: 'Roboto', fontSize: 11 },
    content: [
      { text: data.managerCompany, fontSize: 16, bold: true },
      { text: 'Servizio lampade votive', color: '#57524b', margin: [0, 2, 0, 24] },
      { text: `Ricevuta di pagamento n. ${data.protocol}`, fontSize: 14, bold: true, margin: [0, 0, 0, 12] },
      {
        table: {
          widths: [150, '*'],
          body: [
            row('Abbonato', data.subscriber.name),
            row('Codice fiscale', data.subscriber.fiscalCode),
            row('Indirizzo', data.subscriber.address),
            row('Email', data.subscriber.email),
            row('Defunto', data.deceasedName),
            row('Lampada', data.serial),
            row('Data pagamento', italianDay(data.paidOn)),
            row('Tipo di pagamento', data.type),
            row('Importo', euros(data.amountCents)),
            row('Accensione pagata fino al', italianDay(data.paidUntil)),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: 'Documento emesso per il servizio di illuminazione votiva. Conservalo come ricevuta del pagamento.',
        fontSize: 9,
        color: '#57524b',
        margin: [0, 24, 0, 0],
      },
    ],
  };
  return renderPdf(definition);
}
