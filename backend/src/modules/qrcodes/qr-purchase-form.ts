import {
  FieldProblems,
  ITALY,
  NAME_MAX,
  normalizeCf,
  present,
  usernameProblem,
} from '../accounts/account-rules';
import type { ContactType, User } from '../accounts/user.entity';
import {
  checkBuyerContact,
  checkItalianAddress,
  checkNationality,
  CONTACT_TYPES,
  isChecked,
} from '../orders/buyer-form';
import {
  PURCHASE_NOTIFICATION_FREQUENCIES,
  type PurchaseNotificationFrequency,
} from '../accounts/purchase-registration.service';
import { QrCodeMessages } from './qrcodes.errors';

const TEXT_MAX = 200;

export interface PostalAddress {
  name: string;
  surname: string;
  route: string;
  civic: string;
  city: string;
  province: string | null;
  region: string | null;
  cap: string;
  nationality: number;
  /** The whole address in one text, for addresses abroad. */
  completeAddress: string | null;
}

/** A checked /buy-qrCode form (docs/contracts.md "Plaques"). */
export interface QrPurchaseForm {
  name: string;
  surname: string;
  email: string | null;
  telephone: string | null;
  cf: string | null;
  invoice: PostalAddress;
  /** Where the plaque goes: the different address when `shipping` is '1', else the purchase address. */
  shipping: PostalAddress;
  differentShipping: boolean;
  register: {
    username: string;
    contact: ContactType;
    notificationFrequency: PurchaseNotificationFrequency;
  } | null;
  continueWithoutAccount: boolean;
}

/**
 * The rules of spec public §5 "Purchase": both terms, e-mail or phone, shipping name, surname and address
 * when the shipping address differs, username (6+ letters and digits), contact method and notification
 * frequency (realtime, daily or never) when registering;
 * plus the per-field checks shared with the order form (phone 9+, CF 16, Italian address with CAP).
 */
export function checkQrPurchaseForm(fields: Record<string, string>, viewer: User | null): QrPurchaseForm {
  const problems = new FieldProblems();
  const value = (field: string, max = TEXT_MAX) => {
    const text = present(fields[field]);
    if (text && text.length > max) problems.add(field, QrCodeMessages.tooLong);
    return text;
  };

  const address = (prefix: 'purchase' | 'shipping', nationality: number): PostalAddress => {
    const italian = nationality === ITALY;
    const result = {
      name: value(`${prefix}-name`, NAME_MAX) ?? '',
      surname: value(`${prefix}-surname`, NAME_MAX) ?? '',
      route: value(`${prefix}-route`) ?? '',
      civic: value(`${prefix}-civic`, 20) ?? '',
      city: value(`${prefix}-city`) ?? '',
      province: value(`${prefix}-province`),
      region: value(`${prefix}-region`),
      cap: value(`${prefix}-cap`, 10) ?? '',
      nationality,
      completeAddress: value(`${prefix}-complete_address`, 500),
    };
    for (const field of ['name', 'surname'] as const)
      if (!result[field]) problems.add(`${prefix}-${field}`, QrCodeMessages.required);
    if (italian) checkItalianAddress(problems, result, (part) => `${prefix}-${part}`);
    else if (!result.completeAddress && !result.route)
      // Abroad the address is one free text (the kit's AddressPicker), or its parts when sent.
      problems.add(`${prefix}-complete_address`, QrCodeMessages.required);
    return result;
  };

  const nationality = checkNationality(problems, 'purchase-nationality', value('purchase-nationality'));
  const invoice = address('purchase', nationality);

  const { email, telephone } = checkBuyerContact(problems, viewer, {
    email: { field: 'purchase-email', text: viewer ? null : value('purchase-email', 254) },
    phone: { field: 'purchase-telephone', text: value('purchase-telephone', 30) },
  });
  if (!email && !telephone && !problems.has('purchase-email') && !problems.has('purchase-telephone')) {
    problems.add('purchase-email', QrCodeMessages.emailOrPhone);
    problems.add('purchase-telephone', QrCodeMessages.emailOrPhone);
  }

  const cfText = value('purchase-cf', 16);
  const cf = cfText ? normalizeCf(cfText) : null;
  if (cfText && !cf) problems.add('purchase-cf', QrCodeMessages.cfInvalid);

  const differentShipping = isChecked(fields.shipping);
  const shipping = differentShipping ? address('shipping', ITALY) : invoice;

  let register: QrPurchaseForm['register'] = null;
  if (!viewer && isChecked(fields.register)) {
    const username = value('username', 64)?.toLowerCase() ?? '';
    const problem = username ? usernameProblem(username) : QrCodeMessages.required;
    if (problem) problems.add('username', problem);
    const method = value('contact-method');
    let contact: ContactType = 'email';
    if (!method) problems.add('contact-method', QrCodeMessages.choiceRequired);
    else if (!CONTACT_TYPES.includes(method as ContactType) || !(method === 'email' ? email : telephone))
      problems.add('contact-method', QrCodeMessages.invalid);
    else contact = method as ContactType;
    // spec public §3: the purchase's notification selector lists realtime, daily, never; daily when left out.
    const frequencyText = value('notificationFrequency') ?? 'daily';
    const notificationFrequency = PURCHASE_NOTIFICATION_FREQUENCIES.find((known) => known === frequencyText);
    if (!notificationFrequency) problems.add('notificationFrequency', QrCodeMessages.invalid);
    register = { username, contact, notificationFrequency: notificationFrequency ?? 'daily' };
  }

  if (!isChecked(fields.terms)) problems.add('terms', QrCodeMessages.termsRequired);
  if (!isChecked(fields['buy-terms'])) problems.add('buy-terms', QrCodeMessages.termsRequired);
  problems.throwIfAny();
  return {
    name: invoice.name,
    surname: invoice.surname,
    email,
    telephone,
    cf,
    invoice,
    shipping,
    differentShipping,
    register,
    continueWithoutAccount: isChecked(fields.continue),
  };
}
