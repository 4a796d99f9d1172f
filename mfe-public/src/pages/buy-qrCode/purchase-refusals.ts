// What the purchase form shows for a refused order (spec public §8 "Purchase"): an account that already has
// the phone or e-mail marks the field and offers the login, a prior purchase asks to register or go on
// without, field errors go on their fields, anything else is a dialog.
import { ApiError, MESSAGES } from '@ricordo/shared-design';
import { BUY_TEXTS } from './buy-texts';
import type { PurchasePrompt } from './PurchasePrompts';
import { errorsOfServerFields } from './purchase-form-state';
import type { PurchaseErrors } from './purchase-rules';

export interface PurchaseRefusal {
  /** Shown on the fields (and the first focused) before any prompt opens. */
  errors?: PurchaseErrors;
  prompt?: PurchasePrompt;
}

/** `email`: the e-mail typed, offered as the login's username. */
export function refusalOf(error: unknown, email: string): PurchaseRefusal {
  if (!(error instanceof ApiError)) return { prompt: { kind: 'error', message: MESSAGES.unexpected } };
  switch (error.errorCode) {
    case 'TELEPHONE_ALREADY_EXISTS':
      return {
        errors: { telephone: error.message },
        prompt: { kind: 'login', notice: error.message, username: '' },
      };
    case 'EMAIL_ALREADY_EXISTS':
      return {
        errors: { email: error.message },
        prompt: { kind: 'login', notice: error.message, username: email },
      };
    case 'ACCOUNT_EXISTS':
      return {
        prompt: { kind: 'login', notice: error.message || BUY_TEXTS.accountExists, username: email },
      };
    case 'PRIOR_PURCHASE':
      return { prompt: { kind: 'prior-purchase', message: error.message || BUY_TEXTS.priorPurchase } };
    default: {
      const fieldErrors = errorsOfServerFields((error.envelope?.data as { fields?: unknown } | null)?.fields);
      if (Object.keys(fieldErrors).length > 0) return { errors: fieldErrors };
      return { prompt: { kind: 'error', message: error.message || MESSAGES.unexpected } };
    }
  }
}
