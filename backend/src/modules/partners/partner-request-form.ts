import type { AddressInput } from '../accounts/account-places.service';
import { AccountMessages } from '../accounts/accounts.errors';
import {
  FieldProblems,
  ITALY,
  normalizeCf,
  present,
  usernameBase,
  usernameProblem,
  USERNAME_MAX,
} from '../accounts/account-rules';
import type { PartnerType } from '../accounts/user.entity';
import { richTextIsEmpty, sanitizeRichText } from '../media/rich-text';
import { checkBuyerContact, checkNationality, checkPhone } from '../orders/buyer-form';
import { PartnerMessages } from './partners.errors';

export const PARTNER_TYPES: PartnerType[] = ['partner', 'gestorelampade'];
const NAME_MAX = 200;
const DESCRIPTION_MAX = 10_000;

/** A checked /partner request (spec public §3 "Partner company", §5 "Partner"). */
export interface PartnerRequestForm {
  name: string;
  type: PartnerType;
  username: string;
  vat: string;
  sdi: string;
  cf: string | null;
  email: string | null;
  telephone: string | null;
  altPhone: string | null;
  website: string | null;
  description: string | null;
  address: AddressInput;
}

function placeId(text: string | null, problems: FieldProblems, field: string): number | undefined {
  if (text === null || text === '-1') return undefined;
  if (/^\d{1,9}$/.test(text) && Number(text) > 0) return Number(text);
  problems.add(field, AccountMessages.invalid);
  return undefined;
}

/** An http(s) address; a bare host gets https://. */
function website(text: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

/**
 * The field rules of spec public §5 "Partner": name, PI and SDI required; e-mail or phone ('Devi inserire
 * un metodo di contatto', phone at least 9 digits); CF of 16 for Italians (may be left empty, spec panels
 * §5); username at least 6 letters and digits, derived from the company name; terms accepted. The address
 * is checked by AccountPlacesService; the captcha by CaptchaService.
 */
export function checkPartnerRequest(
  fields: Record<string, string>,
  problems: FieldProblems,
): PartnerRequestForm {
  const value = (field: string, max: number): string | null => {
    const text = present(fields[field]);
    if (text && text.length > max) {
      problems.add(field, AccountMessages.invalid);
      return null;
    }
    return text;
  };
  const name = value('name', NAME_MAX);
  if (!name) problems.add('name', AccountMessages.required);

  const typeText = value('type', 20) ?? 'partner';
  const type = PARTNER_TYPES.find((candidate) => candidate === typeText);
  if (!type) problems.add('type', AccountMessages.invalid);

  const username = value('username', USERNAME_MAX)?.toLowerCase() ?? '';
  const usernameIssue = username ? usernameProblem(username) : AccountMessages.required;
  if (usernameIssue) problems.add('username', usernameIssue);
  else if (name && !username.startsWith(usernameBase(name, '').slice(0, USERNAME_MAX - 6)))
    problems.add('username', AccountMessages.invalid); // derived from the company name, not chosen

  const vatText = value('pi', 30)?.replace(/\s/g, '').toUpperCase() ?? null;
  if (!vatText) problems.add('pi', AccountMessages.required);
  else if (!/^[A-Z0-9]{5,20}$/.test(vatText)) problems.add('pi', AccountMessages.invalid);
  const sdi = value('sdi', 100);
  if (!sdi) problems.add('sdi', AccountMessages.required);

  const nationality = checkNationality(problems, 'nationality', value('nationality', 6));
  const cfText = value('cf', 20);
  let cf: string | null = null;
  if (cfText) {
    cf = nationality === ITALY ? normalizeCf(cfText) : cfText.toUpperCase();
    if (!cf) problems.add('cf', AccountMessages.invalid);
  }

  const { email, telephone } = checkBuyerContact(problems, null, {
    email: { field: 'email', text: value('email', 254) },
    phone: { field: 'phone', text: value('phone', 30) },
  });
  if (!email && !telephone && !problems.has('email') && !problems.has('phone')) {
    problems.add('email', PartnerMessages.contactRequired);
    problems.add('phone', PartnerMessages.contactRequired);
  }
  // The second phone follows the first's rule (spec public §5 "Partner": at least 9 digits).
  const altPhone = checkPhone(problems, 'altPhone', value('altPhone', 30));
  const websiteText = value('website', 255);
  const site = websiteText ? website(websiteText) : null;
  if (websiteText && !site) problems.add('website', AccountMessages.invalid);
  // spec public §3: the description is rich text, kept through the page editor's allow-list.
  const descriptionText = value('description', DESCRIPTION_MAX);
  const cleanDescription = descriptionText ? sanitizeRichText(descriptionText) : '';
  const description = richTextIsEmpty(cleanDescription) ? null : cleanDescription;
  if (fields.terms !== 'true' && fields.terms !== 'on' && fields.terms !== '1')
    problems.add('terms', AccountMessages.termsRequired);

  const address: AddressInput = {
    nationality: nationality || undefined,
    region: placeId(value('region', 9), problems, 'region'),
    province: placeId(value('province', 9), problems, 'province'),
    location: placeId(value('location', 9), problems, 'location'),
    cap: value('cap', 5) ?? undefined,
    route: value('route', 200) ?? undefined,
    civic: value('civic', 20) ?? undefined,
    complete_address: value('complete_address', 300) ?? undefined,
  };
  return {
    name: name ?? '',
    type: type ?? 'partner',
    username,
    vat: vatText ?? '',
    sdi: sdi ?? '',
    cf,
    email,
    telephone,
    altPhone,
    website: site,
    description,
    address,
  };
}
