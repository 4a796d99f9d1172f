/**
 * Proof that the FatturaPA writer produces files the official schema accepts (libxml2's xmllint on the
 * vendored, hash-pinned XSD) and that pass SDI's main checks (semantic-rules.ts), for the documents Ricordo
 * issues: lamp fees by a lamp manager's company and Ricordo's own sales, to consumers and companies, and
 * credit notes. Negative cases show that both the validator and the rules can fail.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { xmllintFatturaPa } from '../../../test-support/xmllint';
import { buildFatturaPa, writeFatturaPa } from './fatturapa-xml';
import { fatturaPaFileName, fileProgressiveOf } from './file-name';
import { isValidPersonFiscalCode, isValidVatNumber } from './fiscal-ids';
import type { InvoiceDocument, InvoiceIssuer, InvoiceRecipient } from './invoice-document';
import { latinText } from './latin-text';
import { checkFatturaPa, checkInvoiceDocument } from './semantic-rules';

const SCHEMA_DIR = join(__dirname, 'schema');
const TODAY = '2026-11-28';

/** Published sha256 of the original downloads (schema/README.md): nobody edits the vendored files. */
const PUBLISHED_SHA256: Record<string, string> = {
  'Schema_VFPR12_v1.2.3.xsd': '152944f6eef9f5d69ef6e955ee173b32142b00a8c1c5222fc97dfab5910e8a8c',
  'xmldsig-core-schema.xsd': '35cf8197da812c85e40d57891b35c94187569ed474a2dac813ce5090dafcd35c',
};

/** xmllint's verdict on one file (test-support/xmllint.ts). */
const xmllint = (xml: string, name = 'invoice.xml') => xmllintFatturaPa(xml, name);

// Fiscal identifiers with correct check characters (checked independently below).
const RICORDO_VAT = '06363391001';
const MANAGER_VAT = '00488410010';
const COMPANY_VAT = '01234567897';
const CONSUMER_CF = 'RSSMRA85T10A562S';

const ricordo: InvoiceIssuer = {
  vatNumber: RICORDO_VAT,
  name: 'Ricordo S.r.l.',
  taxRegime: 'RF01',
  address: {
    street: 'Via Roma',
    civicNumber: '1',
    cap: '00184',
    comune: 'Roma',
    provincia: 'RM',
    country: 'IT',
  },
  email: 'fatture@ricordo.example',
  phone: '0612345678',
};
const lampManager: InvoiceIssuer = {
  vatNumber: MANAGER_VAT,
  name: 'Luci Votive Santa Croce S.n.c.',
  taxRegime: 'RF01',
  address: {
    street: 'Viale dei Cipressi 12',
    cap: '10121',
    comune: 'Torino',
    provincia: 'TO',
    country: 'IT',
  },
};
const consumer: InvoiceRecipient = {
  kind: 'person',
  fiscalCode: CONSUMER_CF,
  firstName: 'Mario',
  lastName: "D'Angelo Niccolò",
  address: {
    street: 'Corso Garibaldi',
    civicNumber: '5/B',
    cap: '20121',
    comune: 'Milano',
    provincia: 'MI',
    country: 'IT',
  },
};
const companyBySdi: InvoiceRecipient = {
  kind: 'company',
  vatNumber: COMPANY_VAT,
  fiscalCode: COMPANY_VAT,
  companyName: 'Onoranze Funebri Bianchi & Figli S.r.l.',
  address: { street: 'Via Garibaldi 3', cap: '40121', comune: 'Bologna', provincia: 'BO', country: 'IT' },
  sdiCode: 'm5uxcr1',
};
const companyByPec: InvoiceRecipient = {
  ...companyBySdi,
  sdiCode: undefined,
  pec: 'amministrazione@pec.bianchi.example',
};

const base: InvoiceDocument = {
  type: 'TD01',
  number: '2026/000123',
  date: '2026-11-20',
  fileProgressive: '00001',
  transmitter: { country: 'IT', code: RICORDO_VAT },
  issuer: ricordo,
  recipient: consumer,
  lines: [{ description: 'Targa commemorativa in ottone', quantity: 1, unitPriceCents: 8900, vatRate: 22 }],
  payment: { method: 'MP08', amountCents: 10858 },
};

const documents: [string, InvoiceDocument][] = [
  [
    'a lamp fee to a consumer (codice fiscale only)',
    {
      ...base,
      transmitter: { country: 'IT', code: MANAGER_VAT },
      issuer: lampManager,
      reason: 'Canone lampada votiva 2027 \u2013 loculo 14, \u201cSettore B\u201d',
      lines: [
        { description: 'Canone annuale lampada votiva 2027', quantity: 1, unitPriceCents: 2459, vatRate: 22 },
      ],
      payment: { method: 'MP05', amountCents: 3000 },
    },
  ],
  [
    'a lamp fee to a company with an SDI code',
    {
      ...base,
      transmitter: { country: 'IT', code: MANAGER_VAT },
      issuer: lampManager,
      recipient: companyBySdi,
      lines: [
        {
          description: 'Canone lampade votive 2027 (3 loculi)',
          quantity: 3,
          unitPriceCents: 2459,
          vatRate: 22,
        },
      ],
      payment: undefined,
    },
  ],
  [
    'a lamp fee to a company reached by PEC',
    {
      ...base,
      transmitter: { country: 'IT', code: MANAGER_VAT },
      issuer: lampManager,
      recipient: companyByPec,
      lines: [{ description: 'Canone lampada votiva 2027', quantity: 1, unitPriceCents: 2459, vatRate: 22 }],
      payment: { method: 'MP05', amountCents: 3000 },
    },
  ],
  ["Ricordo's plaque sale to a consumer", base],
  [
    'a memorial service to a company',
    {
      ...base,
      recipient: companyBySdi,
      reason: 'Servizio commemorativo: pagina ricordo con dediche \ud83d\udd6f\ufe0f e galleria',
      lines: [
        {
          description: 'Servizio commemorativo online, 12 mesi',
          quantity: 1,
          unitPriceCents: 4918,
          vatRate: 22,
        },
      ],
      payment: { method: 'MP08', amountCents: 6000 },
    },
  ],
  [
    'an exempt operation with a nature code and stamp duty',
    {
      ...base,
      stampDutyCents: 200,
      lines: [
        {
          description: 'Concessione cimiteriale, quota esente',
          quantity: 1,
          unitPriceCents: 15000,
          vatRate: 0,
          nature: 'N4',
          legalReference: 'Art. 10 DPR 633/72',
        },
      ],
      payment: { method: 'MP01', amountCents: 15000 },
    },
  ],
  [
    'several lines with two VAT rates',
    {
      ...base,
      reason: 'x'.repeat(450),
      lines: [
        { description: 'Targa in ottone', quantity: 2, unitPriceCents: 3333, vatRate: 22 },
        { description: 'Dedica stampata', quantity: 1, unitPriceCents: 1999, vatRate: 22 },
        { description: 'Fiori (aliquota ridotta)', quantity: 3, unitPriceCents: 455, vatRate: 10 },
        { description: 'Spedizione', quantity: 0.5, unitPriceCents: 1001, vatRate: 22 },
      ],
      payment: undefined,
    },
  ],
  [
    'a credit note (TD04) for a refund',
    {
      ...base,
      type: 'TD04',
      number: '2026/NC0007',
      fileProgressive: '0000A',
      correcting: { number: '2026/000123', date: '2026-11-20' },
      reason: 'Rimborso targa non consegnata',
      payment: { method: 'MP08', amountCents: 10858 },
    },
  ],
];

describe('the vendored schemas', () => {
  it.each(Object.entries(PUBLISHED_SHA256))('%s has the published sha256', (file, sha256) => {
    const bytes = readFileSync(join(SCHEMA_DIR, file));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
  });
});

describe('the fiscal identifiers used here', () => {
  it('have correct check characters, and a changed character fails', () => {
    for (const vat of [RICORDO_VAT, MANAGER_VAT, COMPANY_VAT]) expect(isValidVatNumber(vat)).toBe(true);
    expect(isValidVatNumber('06363391002')).toBe(false);
    expect(isValidPersonFiscalCode(CONSUMER_CF)).toBe(true);
    expect(isValidPersonFiscalCode('RSSMRA85T10A562T')).toBe(false);
    // Omocodia: the last comune digit 2 written N; its check character H was computed independently.
    expect(isValidPersonFiscalCode('RSSMRA85T10A56NH')).toBe(true);
    expect(isValidPersonFiscalCode('RSSMRA85T10A56NS')).toBe(false);
  });
});

describe.each(documents)('%s', (_label, doc) => {
  const xml = writeFatturaPa(doc);

  it('is valid against the official schema (xmllint)', () => {
    const verdict = xmllint(xml);
    expect(verdict.errors).toContain('validates');
    expect(verdict.ok).toBe(true);
  });

  it("passes SDI's main checks", () => {
    expect(checkInvoiceDocument(doc, { today: TODAY })).toEqual([]);
  });

  it('states its total and summaries from the lines', () => {
    const model = buildFatturaPa(doc);
    const total = model.summaries.reduce((sum, s) => sum + s.taxableCents + s.taxCents, 0);
    expect(xml).toContain(`<ImportoTotaleDocumento>${(total / 100).toFixed(2)}</ImportoTotaleDocumento>`);
    expect(xml.match(/<DatiRiepilogo>/g)).toHaveLength(model.summaries.length);
    expect(fatturaPaFileName(doc)).toMatch(/^IT[0-9]{11}_[A-Za-z0-9]{1,5}\.xml$/);
  });
});

describe('what the writer states', () => {
  const xmlOf = (label: string) => writeFatturaPa(documents.find(([l]) => l === label)![1]);

  it('reaches a consumer by the code 0000000 and their codice fiscale, with Nome and Cognome', () => {
    const xml = xmlOf("Ricordo's plaque sale to a consumer");
    expect(xml).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
    expect(xml).not.toContain('<PECDestinatario>');
    expect(xml).toContain(`<CodiceFiscale>${CONSUMER_CF}</CodiceFiscale>`);
    expect(xml).toContain('<Nome>Mario</Nome>');
    expect(xml).toContain('<Cognome>D&apos;Angelo Niccolò</Cognome>');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<p:FatturaElettronica xmlns:p="http:\/\/ivaservizi/,
    );
    expect(xml).toContain('versione="FPR12"');
  });

  it('writes the SDI code in capitals, or 0000000 with the PEC', () => {
    expect(xmlOf('a lamp fee to a company with an SDI code')).toContain(
      '<CodiceDestinatario>M5UXCR1</CodiceDestinatario>',
    );
    const byPec = xmlOf('a lamp fee to a company reached by PEC');
    expect(byPec).toMatch(
      /<CodiceDestinatario>0000000<\/CodiceDestinatario>\s*<PECDestinatario>amministrazione@pec.bianchi.example<\/PECDestinatario>/,
    );
    expect(byPec).toContain('<Denominazione>Onoranze Funebri Bianchi &amp; Figli S.r.l.</Denominazione>');
    expect(byPec).toContain(`<IdCodice>${COMPANY_VAT}</IdCodice>`);
  });

  it('computes each rate in cents: 22 % on 91.66 and 10 % on 13.65, half away from zero', () => {
    const xml = xmlOf('several lines with two VAT rates');
    // 2 × 33.33 + 19.99 + 0.5 × 10.01 (5.005 → 5.01) = 91.66 at 22 %: VAT 20.1652 → 20.17.
    expect(xml).toContain('<PrezzoTotale>5.01</PrezzoTotale>');
    expect(xml).toMatch(
      /<AliquotaIVA>22.00<\/AliquotaIVA>\s*<ImponibileImporto>91.66<\/ImponibileImporto>\s*<Imposta>20.17<\/Imposta>\s*<EsigibilitaIVA>I<\/EsigibilitaIVA>/,
    );
    // 3 × 4.55 = 13.65 at 10 %: VAT 1.365 → 1.37.
    expect(xml).toMatch(/<ImponibileImporto>13.65<\/ImponibileImporto>\s*<Imposta>1.37<\/Imposta>/);
    expect(xml).toContain('<ImportoTotaleDocumento>126.85</ImportoTotaleDocumento>');
    expect(xml).toContain('<Quantita>0.50</Quantita>');
    // The 450-character Causale becomes 200 + 200 + 50.
    expect(xml.match(/<Causale>x+<\/Causale>/g)?.map((c) => c.length - '<Causale></Causale>'.length)).toEqual(
      [200, 200, 50],
    );
  });

  it('writes the stamp duty and the nature without EsigibilitaIVA', () => {
    const xml = xmlOf('an exempt operation with a nature code and stamp duty');
    expect(xml).toMatch(
      /<DatiBollo>\s*<BolloVirtuale>SI<\/BolloVirtuale>\s*<ImportoBollo>2.00<\/ImportoBollo>\s*<\/DatiBollo>/,
    );
    expect(xml).toMatch(
      /<AliquotaIVA>0.00<\/AliquotaIVA>\s*<Natura>N4<\/Natura>\s*<ImponibileImporto>150.00/,
    );
    expect(xml).toContain('<RiferimentoNormativo>Art. 10 DPR 633/72</RiferimentoNormativo>');
    expect(xml).not.toContain('<EsigibilitaIVA>');
  });

  it('links a credit note to its invoice', () => {
    const xml = xmlOf('a credit note (TD04) for a refund');
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml).toMatch(
      /<DatiFattureCollegate>\s*<IdDocumento>2026\/000123<\/IdDocumento>\s*<Data>2026-11-20<\/Data>/,
    );
  });

  it('keeps Italian accents and replaces what the schema refuses (typographic quotes, dashes, emoji)', () => {
    expect(latinText('Perché è “così” – €5 \ud83d\ude0a\nriga', 100)).toBe('Perché è "così" - EUR5 riga');
    expect(latinText('Dvořák Łódź', 100)).toBe('Dvorák Lódz');
    const xml = xmlOf('a lamp fee to a consumer (codice fiscale only)');
    expect(xml).toContain('<Causale>Canone lampada votiva 2027 - loculo 14, &quot;Settore B&quot;</Causale>');
  });

  it('names the file IT + transmitter code + progressive', () => {
    expect(fatturaPaFileName(base)).toBe(`IT${RICORDO_VAT}_00001.xml`);
    expect(fileProgressiveOf(1)).toBe('00001');
    expect(fileProgressiveOf(36)).toBe('00010');
    expect(() => fatturaPaFileName({ ...base, fileProgressive: '000001' })).toThrow();
    expect(() => fatturaPaFileName({ ...base, fileProgressive: '00-01' })).toThrow();
  });
});

describe('failures are caught', () => {
  it('xmllint rejects an element out of schema order', () => {
    const xml = writeFatturaPa(base).replace(
      /(<TipoDocumento>TD01<\/TipoDocumento>)(\s*)(<Divisa>EUR<\/Divisa>)/,
      '$3$2$1',
    );
    expect(xml).toContain('<Divisa>EUR</Divisa>\n        <TipoDocumento>');
    const verdict = xmllint(xml, 'out-of-order.xml');
    expect(verdict.ok).toBe(false);
    expect(verdict.errors).toMatch(/Divisa.*not expected|This element is not expected/);
  });

  it('xmllint rejects a character outside Latin-1 and a malformed amount', () => {
    expect(
      xmllint(writeFatturaPa(base).replace('Targa commemorativa', 'Targa \u201ccommemorativa\u201d'), 'q.xml')
        .ok,
    ).toBe(false);
    expect(
      xmllint(writeFatturaPa(base).replace('<PrezzoUnitario>89.00', '<PrezzoUnitario>89'), 'a.xml').ok,
    ).toBe(false);
  });

  it('flags a wrong codice fiscale check character', () => {
    const doc = { ...base, recipient: { ...consumer, fiscalCode: 'RSSMRA85T10A562T' } };
    expect(checkInvoiceDocument(doc, { today: TODAY }).map((f) => f.code)).toEqual(['FISCAL_CODE_INVALID']);
  });

  it('flags a wrong Partita IVA check digit', () => {
    const doc = { ...base, recipient: { ...companyBySdi, vatNumber: '01234567890', fiscalCode: undefined } };
    expect(checkInvoiceDocument(doc, { today: TODAY }).map((f) => f.code)).toEqual(['VAT_NUMBER_INVALID']);
  });

  it('flags totals that do not match the lines', () => {
    const model = buildFatturaPa(documents[6][1]);
    model.totalCents += 1;
    model.summaries[0] = { ...model.summaries[0], taxableCents: model.summaries[0].taxableCents + 100 };
    model.summaries[1] = { ...model.summaries[1], taxCents: model.summaries[1].taxCents - 1 };
    const codes = checkFatturaPa(model, { today: TODAY }).map((f) => f.code);
    expect(codes).toEqual(
      expect.arrayContaining(['DOCUMENT_TOTAL_MISMATCH', 'SUMMARY_TAXABLE_MISMATCH', 'SUMMARY_TAX_MISMATCH']),
    );
    const lineless = buildFatturaPa(base);
    lineless.summaries = [];
    expect(checkFatturaPa(lineless, { today: TODAY }).map((f) => f.code)).toContain('SUMMARY_MISSING');
  });

  it('flags a missing recipient code, and 0000000 for a company with neither codice fiscale nor PEC', () => {
    const model = buildFatturaPa(base);
    model.recipientCode = '';
    expect(checkFatturaPa(model, { today: TODAY }).map((f) => f.code)).toEqual(['RECIPIENT_CODE_MISSING']);
    const unreachable = {
      ...base,
      recipient: { ...companyBySdi, sdiCode: undefined, fiscalCode: undefined },
    };
    expect(checkInvoiceDocument(unreachable, { today: TODAY }).map((f) => f.code)).toEqual([
      'ZERO_CODE_WITHOUT_FISCAL_CODE_OR_PEC',
    ]);
  });

  it('flags a future or impossible date, a nature mismatch and a credit note without its invoice', () => {
    const codes = (doc: InvoiceDocument) => checkInvoiceDocument(doc, { today: TODAY }).map((f) => f.code);
    expect(codes({ ...base, date: '2026-11-29' })).toEqual(['DATE_IN_FUTURE']);
    expect(codes({ ...base, date: '2026-02-30' })).toEqual(['DATE_INVALID']);
    expect(codes({ ...base, lines: [{ ...base.lines[0], vatRate: 0 }] })).toContain('NATURE_MISSING');
    expect(codes({ ...base, lines: [{ ...base.lines[0], nature: 'N4' }] })).toEqual(['NATURE_WITH_RATE']);
    expect(codes({ ...base, type: 'TD04' })).toEqual(['CREDIT_NOTE_WITHOUT_LINKED_INVOICE']);
  });
});
