import { MESSAGES, truncateName } from '@ricordo/shared-design';

/** 'CIAO {NAME}' (spec public §2); on narrow screens the name is cut at 22 characters with '…'. */
export function greeting(name: string, narrow: boolean): string {
  return MESSAGES.greeting(narrow ? truncateName(name, 22) : name);
}
