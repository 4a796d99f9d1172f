/**
 * FatturaPA XML (format FPR12, schema 1.2.3 of the specifications 1.9, vendored in ./schema) from an
 * InvoiceDocument. Two steps: `buildFatturaPa` computes what the file states (line totals, the summary per
 * VAT rate and nature, the document total, the recipient code) in whole cents, and `serializeFatturaPa`
 * writes exactly that model, so the checks in semantic-rules.ts read the same figures the XML carries.
 */
import type { FiscalAddress, InvoiceDocument, InvoiceLine } from './invoice-document';
import { basicLatinText, escapeXml, latinChunks, latinText } from './latin-text';

export const FATTURAPA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
/** CodiceDestinatario of a recipient reached by PEC, or of a consumer (the invoice waits in their area). */
export const NO_RECIPIENT_CODE = '0000000';

/** A document the format cannot express (an empty required text, a quantity with too many decimals …). */
export class FatturaPaInputError extends Error {}

/** One DettaglioLinee, with the figures the file states. */
export interface FatturaPaLine {
  number: number;
  line: InvoiceLine;
  /** PrezzoTotale: quantity × unit price, rounded to the cent. */
  totalCents: number;
}

/** One DatiRiepilogo: the lines of one VAT rate (and nature, for rate 0). */
export interface FatturaPaSummary {
  vatRate: number;
  nature?: string;
  /** ImponibileImporto: the sum of the lines' PrezzoTotale. */
  taxableCents: number;
  /** Imposta: ImponibileImporto × rate / 100, rounded half away from zero to the cent. */
  taxCents: number;
  /** RiferimentoNormativo, from the first line of the group that gives one. */
  legalReference?: string;
}

/** What the file says, computed once: the writer serializes it, the semantic rules check it. */
export interface FatturaPaModel {
  doc: InvoiceDocument;
  /** CodiceDestinatario: the SDI code, or '0000000' by PEC or for a consumer. */
  recipientCode: string;
  /** PECDestinatario, only with recipientCode '0000000'. */
  recipientPec?: string;
  lines: FatturaPaLine[];
  summaries: FatturaPaSummary[];
  /** ImportoTotaleDocumento: taxable amounts plus VAT. */
  totalCents: number;
}

/** Round half away from zero: the rounding the specifications use for Imposta. */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}

/** Quantity × unit price in cents, through integers (quantities have at most 8 decimals). */
export function lineTotalCents(line: InvoiceLine): number {
  const scale = 1e8;
  const scaledQuantity = Math.round(line.quantity * scale);
  if (Math.abs(scaledQuantity - line.quantity * scale) > 1e-3) {
    throw new FatturaPaInputError(`Quantity ${line.quantity} has more than 8 decimals`);
  }
  const product = BigInt(scaledQuantity) * BigInt(line.unitPriceCents);
  const whole = product / BigInt(scale);
  const remainder = product % BigInt(scale);
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  const away = twice >= BigInt(scale) ? (product < 0n ? -1n : 1n) : 0n;
  return Number(whole + away);
}

/** VAT on a taxable amount: cents × rate (in hundredths of a percent) / 10 000, rounded to the cent. */
export function taxCents(taxableCents: number, vatRate: number): number {
  const rateHundredths = Math.round(vatRate * 100);
  return roundHalfAwayFromZero((taxableCents * rateHundredths) / 10_000);
}

export function buildFatturaPa(doc: InvoiceDocument): FatturaPaModel {
  const lines = doc.lines.map((line, index) => ({
    number: index + 1,
    line,
    totalCents: lineTotalCents(line),
  }));
  const groups = new Map<string, FatturaPaSummary>();
  for (const { line, totalCents } of lines) {
    const nature = line.vatRate === 0 ? line.nature : undefined;
    const key = `${line.vatRate}|${nature ?? ''}`;
    const group = groups.get(key) ?? { vatRate: line.vatRate, nature, taxableCents: 0, taxCents: 0 };
    group.taxableCents += totalCents;
    if (group.legalReference === undefined && line.legalReference) group.legalReference = line.legalReference;
    groups.set(key, group);
  }
  const summaries = [...groups.values()]
    .map((group) => ({ ...group, taxCents: taxCents(group.taxableCents, group.vatRate) }))
    .sort((a, b) => b.vatRate - a.vatRate || (a.nature ?? '').localeCompare(b.nature ?? ''));
  const totalCents = summaries.reduce((sum, s) => sum + s.taxableCents + s.taxCents, 0);
  const sdiCode = doc.recipient.sdiCode?.trim().toUpperCase();
  const pec = doc.recipient.pec?.trim();
  const usesCode = !!sdiCode && sdiCode !== NO_RECIPIENT_CODE;
  return {
    doc,
    recipientCode: usesCode ? sdiCode : NO_RECIPIENT_CODE,
    recipientPec: !usesCode && pec ? pec : undefined,
    lines,
    summaries,
    totalCents,
  };
}

/** Cents as the format's decimal with 2 places ('-12.30'). */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new FatturaPaInputError(`Amount ${cents} is not whole cents`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate or quantity with 2 to 8 decimals ('22.00', '1.00', '0.5' → '0.50', '1.125' → '1.125'). */
function formatDecimal(value: number, maxDecimals: number): string {
  const fixed = value.toFixed(maxDecimals).replace(/0+$/, '');
  const [whole, fraction = ''] = fixed.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** An element with text; required text that sanitizes to nothing is an input error, not an invalid file. */
function el(name: string, text: string): string {
  if (text.length === 0)
    throw new FatturaPaInputError(`${name} is empty once restricted to Latin characters`);
  return `<${name}>${escapeXml(text)}</${name}>`;
}

function block(name: string, children: (string | false | undefined)[]): string {
  return `<${name}>${children.filter((c): c is string => typeof c === 'string' && c.length > 0).join('')}</${name}>`;
}

function address(name: string, a: FiscalAddress): string {
  return block(name, [
    el('Indirizzo', latinText(a.street, 60)),
    a.civicNumber && el('NumeroCivico', basicLatinText(a.civicNumber, 8)),
    el('CAP', a.cap),
    el('Comune', latinText(a.comune, 60)),
    a.provincia && el('Provincia', a.provincia.toUpperCase()),
    el('Nazione', a.country.toUpperCase()),
  ]);
}

function header(model: FatturaPaModel): string {
  const { doc } = model;
  const { issuer, recipient } = doc;
  const recipientName =
    recipient.kind === 'company'
      ? el('Denominazione', latinText(recipient.companyName ?? '', 80))
      : el('Nome', latinText(recipient.firstName ?? '', 60)) +
        el('Cognome', latinText(recipient.lastName ?? '', 60));
  const contacts =
    issuer.email || issuer.phone
      ? block('Contatti', [
          issuer.phone && el('Telefono', basicLatinText(issuer.phone, 12)),
          issuer.email && el('Email', issuer.email.trim()),
        ])
      : undefined;
  return block('FatturaElettronicaHeader', [
    block('DatiTrasmissione', [
      block('IdTrasmittente', [
        el('IdPaese', doc.transmitter.country.toUpperCase()),
        el('IdCodice', basicLatinText(doc.transmitter.code, 28)),
      ]),
      el('ProgressivoInvio', basicLatinText(doc.fileProgressive, 10)),
      el('FormatoTrasmissione', 'FPR12'),
      el('CodiceDestinatario', model.recipientCode),
      model.recipientPec && el('PECDestinatario', model.recipientPec),
    ]),
    block('CedentePrestatore', [
      block('DatiAnagrafici', [
        block('IdFiscaleIVA', [
          el('IdPaese', issuer.address.country.toUpperCase()),
          el('IdCodice', issuer.vatNumber),
        ]),
        issuer.fiscalCode && el('CodiceFiscale', issuer.fiscalCode.toUpperCase()),
        block('Anagrafica', [el('Denominazione', latinText(issuer.name, 80))]),
        el('RegimeFiscale', issuer.taxRegime),
      ]),
      address('Sede', issuer.address),
      contacts,
    ]),
    block('CessionarioCommittente', [
      block('DatiAnagrafici', [
        recipient.vatNumber &&
          block('IdFiscaleIVA', [
            el('IdPaese', recipient.address.country.toUpperCase()),
            el('IdCodice', recipient.vatNumber),
          ]),
        recipient.fiscalCode && el('CodiceFiscale', recipient.fiscalCode.toUpperCase()),
        block('Anagrafica', [recipientName]),
      ]),
      address('Sede', recipient.address),
    ]),
  ]);
}

function body(model: FatturaPaModel): string {
  const { doc } = model;
  const general = block('DatiGenerali', [
    block('DatiGeneraliDocumento', [
      el('TipoDocumento', doc.type),
      el('Divisa', 'EUR'),
      el('Data', doc.date),
      el('Numero', basicLatinText(doc.number, 20)),
      doc.stampDutyCents !== undefined &&
        doc.stampDutyCents > 0 &&
        block('DatiBollo', [el('BolloVirtuale', 'SI'), el('ImportoBollo', formatCents(doc.stampDutyCents))]),
      el('ImportoTotaleDocumento', formatCents(model.totalCents)),
      ...(doc.reason ? latinChunks(doc.reason, 200).map((chunk) => el('Causale', chunk)) : []),
    ]),
    doc.correcting &&
      block('DatiFattureCollegate', [
        el('IdDocumento', basicLatinText(doc.correcting.number, 20)),
        el('Data', doc.correcting.date),
      ]),
  ]);
  const lines = model.lines.map(({ number, line, totalCents }) =>
    block('DettaglioLinee', [
      el('NumeroLinea', String(number)),
      el('Descrizione', latinText(line.description, 1000)),
      el('Quantita', formatDecimal(line.quantity, 8)),
      el('PrezzoUnitario', formatCents(line.unitPriceCents)),
      el('PrezzoTotale', formatCents(totalCents)),
      el('AliquotaIVA', formatDecimal(line.vatRate, 2)),
      line.vatRate === 0 && line.nature && el('Natura', line.nature),
    ]),
  );
  const summaries = model.summaries.map((s) =>
    block('DatiRiepilogo', [
      el('AliquotaIVA', formatDecimal(s.vatRate, 2)),
      s.nature && el('Natura', s.nature),
      el('ImponibileImporto', formatCents(s.taxableCents)),
      el('Imposta', formatCents(s.taxCents)),
      // Immediate VAT wherever a rate applies; operations without VAT have no esigibilità.
      s.vatRate > 0 && el('EsigibilitaIVA', 'I'),
      s.legalReference && el('RiferimentoNormativo', latinText(s.legalReference, 100)),
    ]),
  );
  const payment =
    doc.payment &&
    block('DatiPagamento', [
      // TP02: payment in full (the fee or the sale is paid when the document is issued).
      el('CondizioniPagamento', 'TP02'),
      block('DettaglioPagamento', [
        el('ModalitaPagamento', doc.payment.method),
        el('ImportoPagamento', formatCents(doc.payment.amountCents)),
      ]),
    ]);
  return block('FatturaElettronicaBody', [
    general,
    block('DatiBeniServizi', [...lines, ...summaries]),
    payment,
  ]);
}

/** Indents the one-line XML the builders produce: one element per line, text kept inline. */
function indent(xml: string): string {
  // An element with text and its closing tag share a line.
  const lines: string[] = [];
  let depth = 0;
  const parts = xml.split(/(?=<)/);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (part.startsWith('</')) {
      depth -= 1;
      lines.push(`${'  '.repeat(depth)}${part}`);
    } else if (parts[i + 1]?.startsWith('</') && !part.endsWith('>')) {
      // <Tag>text</Tag> on one line.
      lines.push(`${'  '.repeat(depth)}${part}${parts[i + 1]}`);
      i += 1;
    } else {
      lines.push(`${'  '.repeat(depth)}${part}`);
      depth += 1;
    }
  }
  return lines.join('\n');
}

/** The model as a FatturaPA file (UTF-8 XML text, namespace prefix p, versione FPR12). */
export function serializeFatturaPa(model: FatturaPaModel): string {
  const inner = header(model) + body(model);
  const root =
    `<p:FatturaElettronica xmlns:p="${FATTURAPA_NAMESPACE}" versione="FPR12">` +
    `${inner}</p:FatturaElettronica>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${indent(root)}\n`;
}

/** The FatturaPA file of one document. */
export function writeFatturaPa(doc: InvoiceDocument): string {
  return serializeFatturaPa(buildFatturaPa(doc));
}
