// The rule of every edit form (docs/contracts.md "Edits keep what they are not sent"): an edit changes only
// the fields its request carries; a field the request leaves out keeps its stored value; saving a form
// unchanged changes nothing. One place for the two steps every edit route takes.

/**
 * The request laid over the stored values: each field the request leaves out (absent or undefined) takes
 * the stored one; a field sent, even empty, is the request's (an empty field is how a form clears it).
 */
export function overStored<T extends object>(stored: T, sent: Partial<T>): T {
  const merged = { ...stored };
  for (const [key, value] of Object.entries(sent) as Array<[keyof T, T[keyof T] | undefined]>)
    if (value !== undefined) merged[key] = value;
  return merged;
}

/** Whether the request names at least one of these fields (a block of the form it sent, or left out). */
export function sentAny<T extends object>(sent: T, keys: ReadonlyArray<keyof T>): boolean {
  return keys.some((key) => sent[key] !== undefined);
}

/**
 * The fields of `next` whose value differs from the stored one: what an update must write. Empty when
 * the form was saved unchanged, so the caller writes nothing (no row touched, no audit row).
 */
export function changedOnly<T extends object>(stored: T, next: Partial<T>): Partial<T> {
  const changed: Partial<T> = {};
  for (const [key, value] of Object.entries(next) as Array<[keyof T, T[keyof T]]>)
    if (value !== undefined && !sameValue(stored[key], value)) changed[key] = value;
  return changed;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}
