import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: the session token, CSRF secrets and one-shot tokens (≥128 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The CSRF token derived from a secret the browser holds only in an httpOnly cookie or the session row. */
export function csrfTokenFor(secret: string): string {
  return createHmac('sha256', secret).update('ricordo-csrf-v1').digest('base64url');
}

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
