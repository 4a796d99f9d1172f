// The rules and the request of 'Dati azienda' (spec panels §5 "User data":
// 'VAT required for partner', 'CF 16 characters when Italian (partner: empty allowed)'; "Address"): the
// partner's company name, Partita IVA, SDI, codice fiscale and the page address (POST api/partners/companyEdit).
import {
  cf as cfRule,
  EMPTY_ADDRESS,
  ITALY_NATION_ID,
  MESSAGES,
  validateAddress,
  type AddressErrors,
  type AddressValue,
  type CallBody,
  type Schema,
} from '@ricordo/shared-design';

export type PartnerCompany = Schema<'PartnerCompanyDto'>;

export interface CompanyFields {
  name: string;
  vat: string;
  sdi: string;
  cf: string;
  address: AddressValue;
}

export type CompanyErrors = Partial<Record<'name' | 'vat' | 'sdi' | 'cf', string>> & {
  address?: AddressErrors;
};

export const COMPANY_TEXTS = {
  form: 'Dati azienda',
  name: 'Ragione sociale',
  vat: 'Partita IVA',
  sdi: 'Codice SDI',
  cf: 'Codice fiscale',
  cfHint: 'Facoltativo: 16 caratteri',
  address: 'Indirizzo della pagina partner',
  oldAddress: (line: string) => `Indirizzo attuale: ${line}. Inseriscilo nei campi qui sotto.`,
  save: 'Salva',
  saved: 'Elemento modificato con successo',
} as const;

export function fieldsFromCompany(company: PartnerCompany): CompanyFields {
  const stored = company.address;
  return {
    name: company.name,
    vat: company.vat ?? '',
    sdi: company.sdi ?? '',
    cf: company.cf ?? '',
    address: stored
      ? {
          ...EMPTY_ADDRESS,
          region: stored.region,
          province: stored.province,
          location: stored.location,
          cap: stored.cap,
          address: stored.route ?? '',
          number: stored.civic ?? '',
        }
      : { ...EMPTY_ADDRESS },
  };
}

/** Whether the address fields hold anything: a page saved as one line may keep it until they are filled. */
function addressTouched(address: AddressValue): boolean {
  return address.region !== null || !!address.address.trim() || !!address.number.trim();
}

/** Client-side checks with the spec's messages; an empty object when the form may be sent. */
export function validateCompany(fields: CompanyFields, hasParts: boolean): CompanyErrors {
  const errors: CompanyErrors = {};
  if (!fields.name.trim()) errors.name = MESSAGES.required;
  if (!fields.vat.trim()) errors.vat = MESSAGES.required;
  if (!fields.sdi.trim()) errors.sdi = MESSAGES.required;
  if (fields.cf.trim() && cfRule(fields.cf)) errors.cf = MESSAGES.invalid;
  if (hasParts || addressTouched(fields.address)) {
    const address = validateAddress({ ...fields.address, nationID: ITALY_NATION_ID });
    if (Object.keys(address).length > 0) errors.address = address;
  }
  return errors;
}

/** The body of companyEdit; the address parts only when given (a page's old line stays otherwise). */
export function companyEditBody(fields: CompanyFields, hasParts: boolean): CallBody<'partnerCompanyEdit'> {
  const { address } = fields;
  return {
    name: fields.name.trim(),
    pi: fields.vat.trim(),
    sdi: fields.sdi.trim(),
    cf: fields.cf.trim().toUpperCase(),
    ...(hasParts || addressTouched(address)
      ? {
          region: address.region ?? undefined,
          province: address.province ?? undefined,
          location: address.location ?? undefined,
          cap: address.cap ?? undefined,
          route: address.address.trim(),
          civic: address.number.trim(),
        }
      : {}),
  };
}

const ADDRESS_FIELDS: Record<string, keyof AddressValue> = {
  region: 'region',
  province: 'province',
  location: 'location',
  cap: 'cap',
  route: 'address',
  civic: 'number',
};

/** The server's field messages on the form's fields (pi is the Partita IVA). */
export function companyErrorsFromServer(fields: Record<string, string> | undefined): CompanyErrors {
  const errors: CompanyErrors = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    if (field === 'pi') errors.vat = message;
    else if (field === 'name' || field === 'sdi' || field === 'cf') errors[field] = message;
    else if (ADDRESS_FIELDS[field]) errors.address = { ...errors.address, [ADDRESS_FIELDS[field]]: message };
  }
  return errors;
}
