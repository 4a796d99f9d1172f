export { DedicationDecision } from './DedicationDecision';
export type { Decision, DedicationDecisionProps } from './DedicationDecision';
export { dedicationColumns, giverOf } from './dedication-columns';
export type { ReviewedDedication } from './dedication-columns';
export { DEDICATION_REVIEW_TEXTS } from './dedication-review-texts';
