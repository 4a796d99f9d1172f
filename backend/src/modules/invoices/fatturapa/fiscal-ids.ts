/**
 * Italian fiscal identifiers with their check characters: the codice fiscale of a person (16 characters,
 * omocodia included) and the Partita IVA (11 digits, also the codice fiscale of a company). The project's
 * forms only check their shape (lamps/lamp-subscribers.service.ts); an e-invoice with a wrong check
 * character is discarded by SDI, so the FatturaPA checks verify it here.
 */

/** Letters that replace the digits 0-9 of a codice fiscale when two people would share one (omocodia). */
const OMOCODIA = 'LMNPQRSTUV';
/** 0-based positions of the digits that omocodia may replace: year, day, and the 3 digits of the comune. */
const OMOCODIA_POSITIONS = [6, 7, 9, 10, 12, 13, 14];
/** Month letters, January to December. */
const MONTHS = 'ABCDEHLMPRST';

/** Values of a character in an odd (1st, 3rd …) position, for the check character (DM 23/12/1976). */
const ODD_VALUES: Record<string, number> = {};
{
  // Digits and letters share the table: '0' and 'A' are 1, '1' and 'B' are 0, and so on.
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  for (let i = 0; i < 26; i += 1) {
    ODD_VALUES[String.fromCharCode(65 + i)] = odd[i];
    if (i < 10) ODD_VALUES[String(i)] = odd[i];
  }
}

/** In an even position a digit is worth itself and a letter its index in the alphabet. */
function evenValue(char: string): number {
  return /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
}

/** The check character (16th) of the first 15 characters of a person's codice fiscale. */
export function personFiscalCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const char = first15[i];
    sum += i % 2 === 0 ? ODD_VALUES[char] : evenValue(char);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * A person's codice fiscale: 6 letters, year, month letter, day (1-31, +40 for women), comune, check letter,
 * where omocodia may have turned any of the 7 digits into a letter of LMNPQRSTUV.
 */
export function isValidPersonFiscalCode(raw: string): boolean {
  const cf = raw.toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(cf))
    return false;
  if (!MONTHS.includes(cf[8])) return false;
  const digits = cf.split('');
  for (const position of OMOCODIA_POSITIONS) {
    const index = OMOCODIA.indexOf(digits[position]);
    if (index >= 0) digits[position] = String(index);
  }
  const day = Number(digits[9] + digits[10]);
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return personFiscalCodeCheckChar(cf.slice(0, 15)) === cf[15];
}

/** The check digit (11th) of the first 10 digits of a Partita IVA: odd places as they are, even doubled. */
export function vatNumberCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(first10[i]);
    if (i % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** An Italian Partita IVA (or company codice fiscale): 11 digits, not all zero, with its check digit. */
export function isValidVatNumber(raw: string): boolean {
  if (!/^\d{11}$/.test(raw) || /^0{7}/.test(raw)) return false;
  return vatNumberCheckDigit(raw.slice(0, 10)) === Number(raw[10]);
}

/** A codice fiscale of either kind: a person's 16 characters or a company's 11 digits. */
export function isValidFiscalCode(raw: string): boolean {
  return raw.length === 11 ? isValidVatNumber(raw) : isValidPersonFiscalCode(raw);
}
