/**
 * What one electronic invoice says, before it is written as FatturaPA XML (format FPR12, between private
 * parties). Amounts are whole euro cents, rates are percentages (22 for 22 %): the XML writer turns them
 * into the format's decimals, so no float ever reaches a total.
 *
 * Shared by the invoice records (invoices/, which snapshot a document when a payment is recorded) and the
 * FatturaPA writer and checks (invoices/fatturapa/). Fields are added here, never renamed.
 */

/** TD01 invoice, TD04 credit note (a refund, referring to its invoice). */
export type InvoiceDocumentType = 'TD01' | 'TD04';

/** An address as FatturaPA's Sede: Italian addresses carry a CAP of 5 digits and a 2-letter province. */
export interface FiscalAddress {
  /** Via and number as one line when the number is not known apart (Indirizzo). */
  street: string;
  civicNumber?: string;
  /** 5 digits. */
  cap: string;
  comune: string;
  /** Sigla, 2 capital letters (Italy only). */
  provincia?: string;
  /** ISO 3166-1 alpha-2, 'IT'. */
  country: string;
}

/** The seller (CedentePrestatore): Ricordo, or a lamp manager's company. */
export interface InvoiceIssuer {
  /** Partita IVA without the country prefix (11 digits in Italy). */
  vatNumber: string;
  /** The company's codice fiscale when it differs from the VAT number. */
  fiscalCode?: string;
  /** Denominazione. */
  name: string;
  /** RegimeFiscale, 'RF01' (ordinario) unless the issuer's settings say otherwise. */
  taxRegime: string;
  address: FiscalAddress;
  email?: string;
  phone?: string;
}

/**
 * The buyer (CessionarioCommittente). A consumer has a codice fiscale and no VAT number; a company has a
 * VAT number and usually an SDI code or a PEC. Without either, the recipient code is '0000000'.
 */
export interface InvoiceRecipient {
  kind: 'person' | 'company';
  /** Partita IVA without the country prefix (companies). */
  vatNumber?: string;
  /** Codice fiscale: 16 characters for a person, 11 digits for a company. */
  fiscalCode?: string;
  /** Denominazione (companies). */
  companyName?: string;
  /** Nome and Cognome (people). */
  firstName?: string;
  lastName?: string;
  address: FiscalAddress;
  /** CodiceDestinatario, 7 characters; absent for a consumer or a recipient reached by PEC only. */
  sdiCode?: string;
  /** PECDestinatario, when no SDI code. */
  pec?: string;
}

/** One line (DettaglioLinee). */
export interface InvoiceLine {
  description: string;
  /** Units; 1 for a fee. */
  quantity: number;
  /** Price of one unit before VAT, in cents. */
  unitPriceCents: number;
  /** VAT percentage; 0 with a `nature` for an operation without VAT. */
  vatRate: number;
  /** Natura (N1 … N7 and their sub-codes) when `vatRate` is 0. */
  nature?: string;
  /**
   * RiferimentoNormativo of the summary row, for an operation without VAT: the law it rests on
   * ('Art. 10 DPR 633/72'), at most 100 characters.
   */
  legalReference?: string;
}

/** Who sends the file to SDI (IdTrasmittente): it names the file, `IT{code}_{progressive}.xml`. */
export interface InvoiceTransmitter {
  /** 'IT'. */
  country: string;
  /** The transmitter's codice fiscale or VAT number. */
  code: string;
}

export interface InvoiceDocument {
  type: InvoiceDocumentType;
  /** The invoice number, progressive per issuer and year ('2026/000123' style, at most 20 characters). */
  number: string;
  /** Issue day, 'YYYY-MM-DD' (Europe/Rome). */
  date: string;
  /** ProgressivoInvio: the file's progressive, at most 5 characters in the file name. */
  fileProgressive: string;
  transmitter: InvoiceTransmitter;
  issuer: InvoiceIssuer;
  recipient: InvoiceRecipient;
  lines: InvoiceLine[];
  /** Marca da bollo virtuale (DatiBollo), when the law asks it (exempt operations over 77.47 €). */
  stampDutyCents?: number;
  /** Causale: why the document is issued (e.g. 'Canone lampada votiva 2027'). */
  reason?: string;
  /** TD04: the invoice it corrects (DatiFattureCollegate). */
  correcting?: { number: string; date: string };
  /** How it was paid (DatiPagamento, ModalitaPagamento): MP01 cash, MP05 bank transfer, MP08 payment card … */
  payment?: { method: string; amountCents: number };
}
