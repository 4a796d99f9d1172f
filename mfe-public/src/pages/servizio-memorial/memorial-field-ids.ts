// The ids of the memorial service form's checked fields, so that a failed check brings the first one in
// error into view and focuses it (for the deceased's choice, its first radio).
export const IDS = { deceased: 'memorial-deceased', biography: 'memorial-biography' } as const;

export function focusField(field: keyof typeof IDS) {
  const element = document.getElementById(IDS[field]);
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  if (element.matches('input, [contenteditable]')) element.focus();
  else element.querySelector<HTMLElement>('input:not([disabled])')?.focus();
}
