/** Public ids carry a '000' prefix (spec: "IDs are sent with a 000 prefix"): 1000 → '0001000'. */
export function toPublicId(id: number | string): string {
  return `000${id}`;
}

/**
 * Reads a deceased id as visitors and links write it: '0001000', '1000' or a query string '?0001000'.
 * Returns null for anything that is not made of digits only, or is zero.
 */
export function parseDeceasedId(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim().replace(/^\?/, '');
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Shortens a name for narrow screens (spec public §2: greeting cut at 22 characters): at most `max`
 * characters, the last one '…' when something was cut.
 */
export function truncateName(name: string, max = 22): string {
  const characters = Array.from(name ?? '');
  if (characters.length <= max) return name ?? '';
  return `${characters
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}
