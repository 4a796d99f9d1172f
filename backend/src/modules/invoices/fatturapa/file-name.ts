/**
 * The name of a FatturaPA file (specifications 1.9, "Nomenclatura dei file"): the transmitter's country
 * code, its identifier (codice fiscale or VAT number), an underscore and a progressive of at most five
 * characters [A-Za-z0-9] that makes the name unique among the transmitter's files: `IT01234567890_0001A.xml`.
 */
import type { InvoiceDocument } from './invoice-document';

export class FatturaPaFileNameError extends Error {}

const PROGRESSIVE = /^[A-Za-z0-9]{1,5}$/;

/** `IT{code}_{progressive}.xml` for the document's transmitter and file progressive. */
export function fatturaPaFileName(doc: Pick<InvoiceDocument, 'transmitter' | 'fileProgressive'>): string {
  const country = doc.transmitter.country.toUpperCase();
  const code = doc.transmitter.code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(country))
    throw new FatturaPaFileNameError(`Country code '${country}' is not 2 letters`);
  if (!/^[A-Z0-9]{1,28}$/.test(code))
    throw new FatturaPaFileNameError(`Transmitter code '${code}' is not 1-28 letters and digits`);
  if (!PROGRESSIVE.test(doc.fileProgressive)) {
    throw new FatturaPaFileNameError(
      `File progressive '${doc.fileProgressive}' is not 1-5 letters and digits`,
    );
  }
  return `${country}${code}_${doc.fileProgressive}.xml`;
}

/**
 * A five-character progressive from a sequence number (base 36, upper case, zero-padded): 1 → '00001',
 * 36 → '00010'; 60 466 175 names before it wraps, far beyond one transmitter's files.
 */
export function fileProgressiveOf(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 36 ** 5) {
    throw new FatturaPaFileNameError(`Sequence ${sequence} does not fit in five base-36 characters`);
  }
  return sequence.toString(36).toUpperCase().padStart(5, '0');
}
