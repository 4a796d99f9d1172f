import type { DedicationType } from '../api/types';

/**
 * The Italian names of the five dedication types (spec public §3 "Dedication"), the one home for every
 * front end (the backend's is `backend/src/modules/dedications/dedication-labels.ts`, with the same words).
 * `DEDICATION_LABELS` in lists, tables and cards; `DEDICATION_NAMES` where the type stands alone (the order
 * form, the price list).
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

/** The label of a type as the API sends it; an unknown type shows as sent. */
export function dedicationLabel(type: string): string {
  return DEDICATION_LABELS[type as DedicationType] ?? type;
}
