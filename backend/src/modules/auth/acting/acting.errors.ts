import { AppError } from '../../../common/app-error';

/** The messages of acting for a user (docs/contracts.md "Acting for a user"). */
export const ActingMessages = {
  cannotAct: 'Non è possibile agire per questo account',
  notActing: 'Non stai agendo per conto di un utente',
} as const;

export const ActingErrors = {
  /** Unknown account, an admin, yourself, or an account without a panel. */
  cannotAct: () => new AppError(400, 'CANNOT_ACT', ActingMessages.cannotAct),
  notActing: () => new AppError(409, 'NOT_ACTING', ActingMessages.notActing),
};
