import type { Partner } from '../partners/partner.entity';
import type { FiscalAddress, InvoiceIssuer, InvoiceRecipient } from './fatturapa/invoice-document';
import type { RicordoCompany } from './ricordo-company.entity';

/**
 * Who issues and who receives an invoice, from the data each module keeps, and what is missing when an
 * invoice cannot be issued. Pure: the service reads the rows, these rules decide (docs/contracts.md
 * "Invoices").
 */

/** The buyer as the selling module knows them. */
export interface RecipientInput {
  firstName: string;
  lastName: string;
  /** Denominazione, when the buyer is a company (else first and last name make it). */
  companyName?: string | null;
  /** 16 characters for a person, 11 digits for a company. */
  fiscalCode: string | null;
  vatNumber?: string | null;
  /** Parts, or one line 'Via Roma 1, 20121 Milano (MI)'. */
  address: FiscalAddress | string | null;
  sdiCode?: string | null;
  pec?: string | null;
  /** Known to be a company (a partner): its VAT number is required. */
  isCompany?: boolean;
}

/** Where the missing data of each party are added (Italian, shown to whoever must fix them). */
export const FIX_WHERE = {
  lampManager: 'Pannello lampade votive › Pagina partner › Dati azienda',
  ricordo: 'Pannello amministratore › Contabilità › Dati aziendali di Ricordo',
  subscriber: 'Pannello lampade votive › Lampade votive › Dati abbonato',
  partnerCompany: 'Pannello partner › Pagina partner › Dati azienda',
} as const;

export type Outcome<T> = { value: T; missing: null } | { value: null; missing: string };

const PERSON_CF = /^[A-Z0-9]{16}$/;
const COMPANY_CF = /^\d{11}$/;
/** 'Via Roma 1, 20121 Milano (MI)' or 'Via Roma 1 20121 Milano': street, CAP, comune, province. */
const ADDRESS_LINE = /^(.+?),?\s+(\d{5})\s+(.+?)(?:\s*\(([A-Za-z]{2})\))?\s*$/;

/** 'la partita IVA e l'indirizzo' (Italian list). */
function italianList(items: string[]): string {
  return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

/** 'Fattura bloccata: mancano la partita IVA e l'indirizzo dell'azienda. Aggiungili in …' */
export function blockedMessage(items: string[], of: string, hint: string): string {
  const verb = items.length === 1 ? 'manca' : 'mancano';
  return `Fattura bloccata: ${verb} ${italianList(items)} ${of}. ${hint}`;
}

export function parseAddressLine(line: string | null | undefined): FiscalAddress | null {
  const match = line?.trim().match(ADDRESS_LINE);
  if (!match) return null;
  return {
    street: match[1].trim(),
    cap: match[2],
    comune: match[3].trim(),
    ...(match[4] ? { provincia: match[4].toUpperCase() } : {}),
    country: 'IT',
  };
}

const present = (value: string | null | undefined): string | null => value?.trim() || null;

/** Partita IVA without spaces and the 'IT' prefix: 11 digits, or null. */
export function italianVat(value: string | null | undefined): string | null {
  const vat = value?.replace(/\s/g, '').toUpperCase().replace(/^IT/, '') ?? '';
  return /^\d{11}$/.test(vat) ? vat : null;
}

/** The address of a partner record: its parts with the comune from its line, or the line alone. */
function partnerAddress(partner: Partner): FiscalAddress | null {
  const line = parseAddressLine(partner.address);
  if (!partner.addressRoute || !partner.addressCap || !line) return line;
  return {
    street: partner.addressRoute,
    ...(partner.addressCivic ? { civicNumber: partner.addressCivic } : {}),
    cap: partner.addressCap,
    comune: line.comune,
    ...(line.provincia ? { provincia: line.provincia } : {}),
    country: 'IT',
  };
}

/** A partner's company as the buyer (a funeral home buying a code); its SDI field holds a code or a PEC. */
export function partnerRecipient(partner: Partner | null): RecipientInput {
  const sdi = present(partner?.sdi);
  return {
    firstName: '',
    lastName: '',
    companyName: partner?.name ?? null,
    fiscalCode: present(partner?.cf),
    vatNumber: italianVat(partner?.vat),
    isCompany: true,
    address: partner ? partnerAddress(partner) : null,
    sdiCode: sdi && !sdi.includes('@') ? sdi : null,
    pec: sdi?.includes('@') ? sdi : null,
  };
}

/** A lamp manager's company (its partner record) as the issuer. */
export function partnerIssuer(partner: Partner | null): Outcome<InvoiceIssuer> {
  const hint = `Aggiungili in ${FIX_WHERE.lampManager}.`;
  if (!partner)
    return {
      value: null,
      missing: blockedMessage(
        ['la ragione sociale', 'la partita IVA', "l'indirizzo"],
        "dell'azienda",
        `Aggiungili in ${FIX_WHERE.lampManager}.`,
      ),
    };
  const items: string[] = [];
  const name = present(partner.name);
  if (!name) items.push('la ragione sociale');
  const vatNumber = italianVat(partner.vat);
  if (!vatNumber) items.push('la partita IVA');
  const address = partnerAddress(partner);
  if (!address) items.push("l'indirizzo");
  if (items.length > 0 || !address || !vatNumber || !name)
    return { value: null, missing: blockedMessage(items, "dell'azienda", hint) };
  const fiscalCode = present(partner.cf)?.toUpperCase();
  return {
    value: {
      vatNumber,
      ...(fiscalCode && fiscalCode !== vatNumber ? { fiscalCode } : {}),
      name,
      taxRegime: 'RF01',
      address,
      ...(partner.email ? { email: partner.email } : {}),
      ...(partner.telephone ? { phone: partner.telephone } : {}),
    },
    missing: null,
  };
}

/** Ricordo as the issuer (its sales) and as the transmitter of every file. */
export function ricordoIssuer(company: RicordoCompany | null): Outcome<InvoiceIssuer> {
  const items: string[] = [];
  const name = present(company?.name);
  if (!name) items.push('la ragione sociale');
  const vatNumber = italianVat(company?.vatNumber);
  if (!vatNumber) items.push('la partita IVA');
  const street = present(company?.street);
  const cap = present(company?.cap);
  const comune = present(company?.comune);
  if (!street || !cap || !comune) items.push("l'indirizzo");
  if (!company || !name || !vatNumber || !street || !cap || !comune)
    return {
      value: null,
      missing: blockedMessage(items, 'di Ricordo', `Aggiungili in ${FIX_WHERE.ricordo}.`),
    };
  const fiscalCode = present(company.fiscalCode)?.toUpperCase();
  return {
    value: {
      vatNumber,
      ...(fiscalCode && fiscalCode !== vatNumber ? { fiscalCode } : {}),
      name,
      taxRegime: company.taxRegime || 'RF01',
      address: {
        street,
        ...(company.civicNumber ? { civicNumber: company.civicNumber } : {}),
        cap,
        comune,
        ...(company.provincia ? { provincia: company.provincia } : {}),
        country: company.country || 'IT',
      },
      ...(company.email ? { email: company.email } : {}),
    },
    missing: null,
  };
}

/**
 * The buyer: a 16-character codice fiscale is a person's, invoiced as a consumer (recipient code
 * '0000000' unless they gave an SDI code; a PEC is kept); an 11-digit one, or a VAT number, is a
 * company's, which needs an SDI code or a PEC. `of` names the buyer ("dell'abbonato"), `hint` says where
 * the missing data are added.
 */
export function recipientOf(input: RecipientInput, of: string, hint: string): Outcome<InvoiceRecipient> {
  const fiscalCode = input.fiscalCode?.replace(/\s/g, '').toUpperCase() || null;
  const vatNumber =
    italianVat(input.vatNumber) ?? (fiscalCode && COMPANY_CF.test(fiscalCode) ? fiscalCode : null);
  const address = typeof input.address === 'string' ? parseAddressLine(input.address) : input.address;
  const sdi = input.sdiCode?.trim().toUpperCase() || null;
  const sdiCode = sdi && sdi !== '0000000' && /^[A-Z0-9]{6,7}$/.test(sdi) ? sdi : null;
  const pec = input.pec?.trim().toLowerCase() || null;
  const items: string[] = [];
  if (input.isCompany && !vatNumber) items.push('la partita IVA');
  else if (!vatNumber && !(fiscalCode && PERSON_CF.test(fiscalCode))) items.push('il codice fiscale');
  if (!address) items.push("l'indirizzo completo (CAP e comune)");
  if (vatNumber && !sdiCode && !pec) items.push('il codice SDI o la PEC');
  if (items.length > 0 || !address) return { value: null, missing: blockedMessage(items, of, hint) };
  const reach = { ...(sdiCode ? { sdiCode } : {}), ...(pec ? { pec } : {}) };
  if (vatNumber)
    return {
      value: {
        kind: 'company',
        vatNumber,
        ...(fiscalCode && fiscalCode !== vatNumber ? { fiscalCode } : {}),
        companyName: present(input.companyName) ?? `${input.firstName} ${input.lastName}`.trim(),
        address,
        ...reach,
      },
      missing: null,
    };
  return {
    value: {
      kind: 'person',
      fiscalCode: fiscalCode!,
      firstName: input.firstName,
      lastName: input.lastName,
      address,
      ...reach,
    },
    missing: null,
  };
}
