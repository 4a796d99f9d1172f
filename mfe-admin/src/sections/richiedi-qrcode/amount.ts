import { RICHIEDI_QRCODE_TEXTS as T } from './richiedi-qrcode-texts';

/** spec panels §5, §9: at most 500 QR codes per generation. */
export const MAX_AMOUNT = 500;

/** The amount field's problem (the server checks the same rules), or null when it is 1–500. */
export function amountProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return T.required;
  if (!/^[+-]?\d+$/.test(value)) return T.notAWholeNumber;
  const amount = Number(value);
  if (amount <= 0) return T.tooSmall;
  if (amount > MAX_AMOUNT) return T.tooLarge;
  return null;
}
