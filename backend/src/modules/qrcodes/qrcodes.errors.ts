import { AppError } from '../../common/app-error';
import { OrderFormMessages } from '../orders/buyer-form';

/** Italian texts of the plaque purchase (spec public §5 "Purchase", §8). */
export const QrCodeMessages = {
  ...OrderFormMessages,
  accountExists:
    "Un account per l' indirizzo email inserito e` gia` esistente, si prega di inserire una password",
  priorPurchase:
    'Con questa email risulta gia` un acquisto: puoi registrarti per ritrovarlo nel tuo account o continuare senza registrazione',
} as const;

export const QrCodeErrors = {
  /** Anonymous buyer, not registering, whose e-mail belongs to an account: sign in first. */
  accountExists: () =>
    new AppError(409, 'ACCOUNT_EXISTS', QrCodeMessages.accountExists, {
      fields: { 'purchase-email': QrCodeMessages.accountExists },
    }),
  /** Anonymous e-mail with an earlier paid purchase and no account: register or continue ('continue'). */
  priorPurchase: () => new AppError(409, 'PRIOR_PURCHASE', QrCodeMessages.priorPurchase),
};
