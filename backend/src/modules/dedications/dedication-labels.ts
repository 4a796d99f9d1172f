import type { DedicationType } from './dedication.entity';

/**
 * The Italian names of the five dedication types (spec public §3 "Dedication"), the one home for the backend
 * (the front ends' is the kit's `shared-design/src/format/dedications.ts`, with the same words): `LABELS` in
 * lists and cards (the server-rendered memorial page), `NAMES` where the type stands alone (prices,
 * messages).
 */
export const DEDICATION_LABELS: Readonly<Record<DedicationType, string>> = {
  'dedica-cero': 'Cero',
  'dedica-fiori': 'Fiori',
  'dedica-foto': 'Foto',
  'dedica-video': 'Video',
  'fiori-reali': 'Fiori reali',
};

export const DEDICATION_NAMES: Readonly<Record<DedicationType, string>> = {
  'dedica-cero': 'Cero votivo',
  'dedica-fiori': 'Fiori virtuali',
  'dedica-foto': 'Dedica con foto',
  'dedica-video': 'Dedica con video',
  'fiori-reali': 'Fiori reali',
};

/** The article a name takes in a sentence ('un cero votivo', 'dei fiori reali'). */
const ARTICLES: Readonly<Record<DedicationType, string>> = {
  'dedica-cero': 'un',
  'dedica-fiori': 'dei',
  'dedica-foto': 'una',
  'dedica-video': 'una',
  'fiori-reali': 'dei',
};

/** The type in a sentence of a message ('un cero votivo'), or null for an unknown type. */
export function dedicationInSentence(type: string): string | null {
  const known = type as DedicationType;
  return DEDICATION_NAMES[known] ? `${ARTICLES[known]} ${DEDICATION_NAMES[known].toLowerCase()}` : null;
}
