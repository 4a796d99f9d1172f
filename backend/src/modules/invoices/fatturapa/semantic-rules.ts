/**
 * The main checks SDI applies beyond the schema (specifications 1.9, "Elenco dei controlli"), on the figures
 * a FatturaPA file states (FatturaPaModel, the very model the writer serializes). Each finding has a stable
 * code and, where the rule is one of SDI's numbered checks, that number; an empty list means the document
 * passes them. The schema itself is checked by xmllint against the vendored XSD (see fatturapa.spec.ts).
 */
import {
  buildFatturaPa,
  lineTotalCents,
  NO_RECIPIENT_CODE,
  taxCents,
  type FatturaPaModel,
} from './fatturapa-xml';
import { isValidFiscalCode, isValidVatNumber } from './fiscal-ids';
import type { InvoiceDocument } from './invoice-document';

export type FindingCode =
  | 'LINE_TOTAL_MISMATCH'
  | 'SUMMARY_MISSING'
  | 'SUMMARY_TAXABLE_MISMATCH'
  | 'SUMMARY_TAX_MISMATCH'
  | 'SUMMARY_WITHOUT_LINES'
  | 'DOCUMENT_TOTAL_MISMATCH'
  | 'DATE_INVALID'
  | 'DATE_IN_FUTURE'
  | 'NUMBER_WITHOUT_DIGIT'
  | 'RECIPIENT_CODE_MISSING'
  | 'RECIPIENT_CODE_INVALID'
  | 'ZERO_CODE_WITHOUT_FISCAL_CODE_OR_PEC'
  | 'PEC_WITH_RECIPIENT_CODE'
  | 'RECIPIENT_ID_MISSING'
  | 'NATURE_MISSING'
  | 'NATURE_WITH_RATE'
  | 'FISCAL_CODE_INVALID'
  | 'VAT_NUMBER_INVALID'
  | 'CREDIT_NOTE_WITHOUT_LINKED_INVOICE'
  | 'NO_LINES';

export interface Finding {
  code: FindingCode;
  /** SDI's number for the same check, when there is one. */
  sdi?: string;
  /** Where, as the format's element path (e.g. 'DettaglioLinee[2]'). */
  where: string;
  message: string;
}

/** A real calendar day in 'YYYY-MM-DD'. */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today in Europe/Rome, 'YYYY-MM-DD' (the issue date is an Italian calendar day). */
export function romeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

const rateKey = (vatRate: number, nature?: string) => `${vatRate}|${vatRate === 0 ? (nature ?? '') : ''}`;

/** The checks, on the model a file is written from. `today` is the Rome day the date may not pass. */
export function checkFatturaPa(model: FatturaPaModel, options: { today?: string } = {}): Finding[] {
  const findings: Finding[] = [];
  const add = (code: FindingCode, where: string, message: string, sdi?: string) =>
    findings.push({ code, where, message, ...(sdi ? { sdi } : {}) });
  const { doc } = model;

  // Lines: PrezzoTotale = Quantita × PrezzoUnitario; Natura present exactly when the rate is 0.
  if (model.lines.length === 0) add('NO_LINES', 'DettaglioLinee', 'The document has no lines');
  const byRate = new Map<string, number>();
  for (const { number, line, totalCents } of model.lines) {
    const where = `DettaglioLinee[${number}]`;
    if (totalCents !== lineTotalCents(line)) {
      add('LINE_TOTAL_MISMATCH', where, 'PrezzoTotale is not quantity × unit price', '00423');
    }
    if (line.vatRate === 0 && !line.nature)
      add('NATURE_MISSING', where, 'Rate 0 without a nature code', '00400');
    if (line.vatRate !== 0 && line.nature)
      add('NATURE_WITH_RATE', where, 'A nature code with a VAT rate', '00401');
    const key = rateKey(line.vatRate, line.nature);
    byRate.set(key, (byRate.get(key) ?? 0) + totalCents);
  }

  // Summary per rate and nature: ImponibileImporto = the lines' sum, Imposta = Imponibile × rate, rounded.
  const summarised = new Set<string>();
  model.summaries.forEach((summary, index) => {
    const where = `DatiRiepilogo[${index + 1}]`;
    const key = rateKey(summary.vatRate, summary.nature);
    summarised.add(key);
    const fromLines = byRate.get(key);
    if (fromLines === undefined) {
      add(
        'SUMMARY_WITHOUT_LINES',
        where,
        `No line has rate ${summary.vatRate} ${summary.nature ?? ''}`.trim(),
      );
    } else if (fromLines !== summary.taxableCents) {
      add('SUMMARY_TAXABLE_MISMATCH', where, 'ImponibileImporto differs from the sum of its lines', '00422');
    }
    if (summary.taxCents !== taxCents(summary.taxableCents, summary.vatRate)) {
      add('SUMMARY_TAX_MISMATCH', where, 'Imposta differs from ImponibileImporto × rate, rounded', '00421');
    }
    if (summary.vatRate === 0 && !summary.nature)
      add('NATURE_MISSING', where, 'Rate 0 without a nature code', '00429');
    if (summary.vatRate !== 0 && summary.nature)
      add('NATURE_WITH_RATE', where, 'A nature code with a VAT rate', '00430');
  });
  for (const key of byRate.keys()) {
    if (!summarised.has(key))
      add('SUMMARY_MISSING', 'DatiRiepilogo', `No summary for rate/nature ${key}`, '00419');
  }

  // ImportoTotaleDocumento = taxable amounts + VAT.
  const sum = model.summaries.reduce((total, s) => total + s.taxableCents + s.taxCents, 0);
  if (model.totalCents !== sum) {
    add(
      'DOCUMENT_TOTAL_MISMATCH',
      'ImportoTotaleDocumento',
      'The total differs from taxable amounts plus VAT',
    );
  }

  // Date and number.
  const today = options.today ?? romeToday();
  if (!isCalendarDate(doc.date))
    add('DATE_INVALID', 'DatiGeneraliDocumento/Data', `'${doc.date}' is not a date`);
  else if (doc.date > today)
    add('DATE_IN_FUTURE', 'DatiGeneraliDocumento/Data', 'The date is after today', '00403');
  if (!/\d/.test(doc.number))
    add('NUMBER_WITHOUT_DIGIT', 'DatiGeneraliDocumento/Numero', 'No digit in the number', '00425');

  // Delivery: a 7-character code, '0000000' only for a consumer (codice fiscale) or with a PEC.
  const recipient = doc.recipient;
  if (!model.recipientCode) {
    add('RECIPIENT_CODE_MISSING', 'CodiceDestinatario', 'No recipient code');
  } else if (!/^[A-Z0-9]{7}$/.test(model.recipientCode)) {
    add('RECIPIENT_CODE_INVALID', 'CodiceDestinatario', 'A private recipient code has 7 characters', '00427');
  } else if (model.recipientCode === NO_RECIPIENT_CODE && !model.recipientPec && !recipient.fiscalCode) {
    add(
      'ZERO_CODE_WITHOUT_FISCAL_CODE_OR_PEC',
      'CodiceDestinatario',
      "'0000000' without a codice fiscale or a PEC",
    );
  }
  if (model.recipientPec && model.recipientCode !== NO_RECIPIENT_CODE) {
    add(
      'PEC_WITH_RECIPIENT_CODE',
      'PECDestinatario',
      "A PEC with a recipient code other than '0000000'",
      '00426',
    );
  }

  // Identifiers and their check characters.
  if (!recipient.vatNumber && !recipient.fiscalCode) {
    add('RECIPIENT_ID_MISSING', 'CessionarioCommittente', 'Neither VAT number nor codice fiscale', '00417');
  }
  const vat = (value: string | undefined, country: string, where: string) => {
    if (value && country.toUpperCase() === 'IT' && !isValidVatNumber(value)) {
      add('VAT_NUMBER_INVALID', where, `'${value}' is not a valid Partita IVA (check digit)`);
    }
  };
  const cf = (value: string | undefined, where: string) => {
    if (value && !isValidFiscalCode(value.toUpperCase())) {
      add('FISCAL_CODE_INVALID', where, `'${value}' is not a valid codice fiscale (check character)`);
    }
  };
  vat(doc.issuer.vatNumber, doc.issuer.address.country, 'CedentePrestatore/IdFiscaleIVA');
  cf(doc.issuer.fiscalCode, 'CedentePrestatore/CodiceFiscale');
  vat(recipient.vatNumber, recipient.address.country, 'CessionarioCommittente/IdFiscaleIVA');
  cf(recipient.fiscalCode, 'CessionarioCommittente/CodiceFiscale');

  // A credit note names the invoice it corrects.
  if (doc.type === 'TD04' && (!doc.correcting?.number || !isCalendarDate(doc.correcting.date))) {
    add('CREDIT_NOTE_WITHOUT_LINKED_INVOICE', 'DatiFattureCollegate', 'A credit note without its invoice');
  }
  return findings;
}

/** The checks of the file `writeFatturaPa(doc)` would produce. */
export function checkInvoiceDocument(doc: InvoiceDocument, options: { today?: string } = {}): Finding[] {
  return checkFatturaPa(buildFatturaPa(doc), options);
}
