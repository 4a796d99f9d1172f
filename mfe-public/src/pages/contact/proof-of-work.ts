// The browser side of the contact captcha (DESIGN "Security": self-hosted proof-of-work, ALTCHA protocol):
// the same challenge and payload as the `altcha` widget, SHA-256 with Web Crypto in a loop that yields to
// the page now and then and reports its progress. It needs nothing from the CSP. The widget itself is not
// used yet: altcha 2.x ships a build for strict CSPs (`dist_external`: a separate altcha.css and a worker
// file), which would need the worker served from the remote's folder and a browser test under the site's
// CSP; until then this client is the one the tests cover.
import { api, type Schema } from '@ricordo/shared-design';

export type Challenge = Schema<'CaptchaChallengeDto'>;

/** Hashes between two pauses: short enough for the page to stay responsive on an old phone. */
const BATCH = 500;

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds the number whose SHA-256 of salt + number is the challenge, and answers the base64 payload the
 * server verifies. `progress` gets 0…1 of the largest possible search.
 */
export async function solve(
  challenge: Challenge,
  options: { signal?: AbortSignal; progress?: (share: number) => void } = {},
): Promise<string> {
  const encoder = new TextEncoder();
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + String(number)));
    if (hex(digest) === challenge.challenge) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return btoa(JSON.stringify(payload));
    }
    if (number % BATCH === BATCH - 1) {
      options.signal?.throwIfAborted();
      options.progress?.(number / challenge.maxnumber);
      await pause();
    }
  }
  throw new Error('Captcha challenge without a solution');
}

/** A fresh challenge from the server, solved: the value of the form's `altcha` field. */
export async function fetchAndSolve(
  options: { signal?: AbortSignal; progress?: (share: number) => void } = {},
): Promise<string> {
  const envelope = await api.call('captcha', { signal: options.signal });
  return solve(envelope.data, options);
}
