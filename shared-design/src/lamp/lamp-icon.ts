// The lamp icon's one rule (spec public §4 "Lamp icon on memorial page", spec panels §4 "Icon"), for the
// memorial page and the panels alike. It is in the main kit entry because the memorial page (mfe-public)
// may not load the back-office entry.

/** off, on (always), flame or fading. */
export type LampIcon = 'off' | 'on' | 'flame' | 'fading';

/**
 * Effective state 0 → off; 1 with mode 0 or 1 → on; 1 with 2 → flame; 1 with 3 → fading; above 1 → off.
 * The spec names no other case: a mode we do not know (missing, not yet reported, a new firmware value)
 * draws off, since the page must never show lit a lamp we do not know to be lit.
 */
export function lampIcon(effective: number, mode: number | null | undefined): LampIcon {
  if (effective !== 1) return 'off';
  if (mode === 0 || mode === 1) return 'on';
  if (mode === 2) return 'flame';
  if (mode === 3) return 'fading';
  return 'off';
}
