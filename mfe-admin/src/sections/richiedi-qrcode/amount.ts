import { QR_GENERATION_MAX } from '@ricordo/shared-design';
import { RICHIEDI_QRCODE_TEXTS as T } from './richiedi-qrcode-texts';

/** The amount field's problem (the server checks the same rules), or null when it is 1–500 (spec panels §5, §9). */
export function amountProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return T.required;
  if (!/^[+-]?\d+$/.test(value)) return T.notAWholeNumber;
  const amount = Number(value);
  if (amount <= 0) return T.tooSmall;
  if (amount > QR_GENERATION_MAX) return T.tooLarge;
  return null;
}
