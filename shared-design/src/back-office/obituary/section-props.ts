// The props every section of the deceased and obituary form gets.
import type { ObituaryErrors, ObituaryValues } from './obituary-values';

/** What every section of the form gets. */
export interface SectionProps {
  values: ObituaryValues;
  errors: ObituaryErrors;
  busy: boolean;
  change: (next: Partial<ObituaryValues>) => void;
}
