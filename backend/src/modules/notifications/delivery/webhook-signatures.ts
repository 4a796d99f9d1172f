import { createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two strings (different lengths are simply unequal). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Meta's X-Hub-Signature-256: 'sha256=' + hex HMAC-SHA256 of the raw body with the app secret. */
export function metaSignature(appSecret: string, rawBody: Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * Twilio's X-Twilio-Signature: base64 HMAC-SHA1, keyed with the auth token, of the URL Twilio called
 * followed by every POST parameter, sorted by name, as name and value with no separator.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}
