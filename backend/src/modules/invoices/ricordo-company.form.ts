import { CommonErrors } from '../../common/app-error';
import { normalizeEmail } from '../accounts/account-rules';
import { isValidFiscalCode, isValidVatNumber } from './fatturapa/fiscal-ids';
import { ricordoIssuer } from './invoice-parties';
import type { RicordoCompanyData } from './invoices.service';
import type { RicordoCompany } from './ricordo-company.entity';
import { TAX_REGIMES, type RicordoCompanyDto, type SaveRicordoCompanyDto } from './ricordo-company.dto';

/** Italian messages of the 'Dati aziendali' form. */
export const RicordoCompanyMessages = {
  saved: 'Dati aziendali salvati',
  required: 'Campo obbligatorio',
  vatNumber: 'Partita IVA non valida: 11 cifre con la cifra di controllo corretta',
  fiscalCode: 'Codice fiscale non valido: 11 cifre o 16 caratteri con il carattere di controllo corretto',
  taxRegime: 'Regime fiscale non valido: scegli un codice da RF01 a RF20',
  cap: 'CAP non valido: 5 cifre',
  provincia: 'Provincia non valida: la sigla di 2 lettere (es. MI)',
  email: 'Indirizzo PEC o e-mail non valido',
} as const;

const clean = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/**
 * The form's fields checked as FatturaPA needs them (fiscal-ids.ts, invoice-parties.ts ricordoIssuer):
 * every message is collected, then one 400 names each wrong field.
 */
export function validRicordoCompany(body: SaveRicordoCompanyDto): RicordoCompanyData {
  const fields: Record<string, string> = {};
  const name = clean(body.name);
  if (!name) fields.name = RicordoCompanyMessages.required;
  const vatNumber = clean(body.vatNumber).replace(/\s/g, '').replace(/^IT/i, '');
  if (!vatNumber) fields.vatNumber = RicordoCompanyMessages.required;
  else if (!isValidVatNumber(vatNumber)) fields.vatNumber = RicordoCompanyMessages.vatNumber;
  const fiscalCode = clean(body.fiscalCode).replace(/\s/g, '').toUpperCase();
  if (fiscalCode && !isValidFiscalCode(fiscalCode)) fields.fiscalCode = RicordoCompanyMessages.fiscalCode;
  const taxRegime = clean(body.taxRegime).toUpperCase() || 'RF01';
  if (!(TAX_REGIMES as readonly string[]).includes(taxRegime))
    fields.taxRegime = RicordoCompanyMessages.taxRegime;
  const street = clean(body.street);
  if (!street) fields.street = RicordoCompanyMessages.required;
  const civicNumber = clean(body.civicNumber);
  const cap = clean(body.cap);
  if (!cap) fields.cap = RicordoCompanyMessages.required;
  else if (!/^\d{5}$/.test(cap)) fields.cap = RicordoCompanyMessages.cap;
  const comune = clean(body.comune);
  if (!comune) fields.comune = RicordoCompanyMessages.required;
  const provincia = clean(body.provincia).toUpperCase();
  if (!provincia) fields.provincia = RicordoCompanyMessages.required;
  else if (!/^[A-Z]{2}$/.test(provincia)) fields.provincia = RicordoCompanyMessages.provincia;
  const emailText = clean(body.email);
  const email = emailText ? normalizeEmail(emailText) : null;
  if (emailText && !email) fields.email = RicordoCompanyMessages.email;
  if (Object.keys(fields).length > 0) throw CommonErrors.validation(fields);
  return {
    name,
    vatNumber,
    fiscalCode: fiscalCode || null,
    taxRegime,
    street,
    civicNumber: civicNumber || null,
    cap,
    comune,
    provincia,
    country: 'IT',
    email,
  };
}

/** The stored row as the form shows it, with what still blocks Ricordo's invoices. */
export function ricordoCompanyView(company: RicordoCompany | null): RicordoCompanyDto {
  return {
    name: company?.name ?? '',
    vatNumber: company?.vatNumber ?? '',
    fiscalCode: company?.fiscalCode ?? '',
    taxRegime: company?.taxRegime ?? 'RF01',
    street: company?.street ?? '',
    civicNumber: company?.civicNumber ?? '',
    cap: company?.cap ?? '',
    comune: company?.comune ?? '',
    provincia: company?.provincia ?? '',
    country: company?.country ?? 'IT',
    email: company?.email ?? '',
    missing: ricordoIssuer(company).missing,
    updatedAt: company ? Math.floor(company.updatedAt.getTime() / 1000) : null,
  };
}
