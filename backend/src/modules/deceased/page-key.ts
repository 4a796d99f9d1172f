import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The keys of a non-public page (docs/contracts.md "Page privacy"). A page that leaves 'public' gets a secret
 * `accessKey` (32 random bytes, base64url): its link is `/pagina/{id}/{accessKey}`. Whoever lands through
 * that link, or through a scan of the page's plaque (`/qr/{code}`), gets a short-lived cookie
 * `rpk_{id}` = `{kind}.{expires}.{signature}`: kind 'qr' or 'link', expiry in epoch seconds, the signature an
 * HMAC-SHA256 of kind, id and expiry keyed by the page's accessKey. So the cookie proves the landing without
 * carrying the secret, is checked with no query beyond the page's cached row, and rotating the accessKey
 * voids every cookie handed out before.
 */
export type PageKeyKind = 'qr' | 'link';

/** How long a landing opens the page for (a visit, a day's return to the grave). */
export const PAGE_KEY_LIFETIME_S = 12 * 3600;

export const pageKeyCookie = (deceasedId: number) => `rpk_${deceasedId}`;

const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newAccessKey(): string {
  return randomBytes(32).toString('base64url');
}

/** True when `candidate` is the page's access key (constant time). */
export function isAccessKey(accessKey: string | null, candidate: string): boolean {
  if (!accessKey || !KEY_SHAPE.test(candidate) || candidate.length !== accessKey.length) return false;
  return timingSafeEqual(Buffer.from(accessKey), Buffer.from(candidate));
}

function signature(accessKey: string, kind: PageKeyKind, deceasedId: number, expires: number): string {
  return createHmac('sha256', accessKey).update(`${kind}.${deceasedId}.${expires}`).digest('base64url');
}

/** The cookie's value for a landing of `kind` now. */
export function pageKeyGrant(
  accessKey: string,
  kind: PageKeyKind,
  deceasedId: number,
  nowMs: number,
): string {
  const expires = Math.floor(nowMs / 1000) + PAGE_KEY_LIFETIME_S;
  return `${kind}.${expires}.${signature(accessKey, kind, deceasedId, expires)}`;
}

/** The kind of landing a cookie value proves for the page, or null (none, forged, expired or rotated). */
export function pageKeyKind(
  accessKey: string | null,
  value: string | undefined,
  deceasedId: number,
  nowMs: number,
): PageKeyKind | null {
  if (!accessKey || !value) return null;
  const match = /^(qr|link)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const kind = match[1] as PageKeyKind;
  const expires = Number(match[2]);
  if (expires * 1000 <= nowMs) return null;
  const expected = Buffer.from(signature(accessKey, kind, deceasedId, expires));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? kind : null;
}
