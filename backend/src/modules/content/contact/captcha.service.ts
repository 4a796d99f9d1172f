import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { LessThan, QueryFailedError, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { ContentErrors } from '../content.errors';
import { UsedCaptcha } from './used-captcha.entity';

// altcha-lib's types describe its ES module build; the backend is CommonJS, so it is loaded with import().
type AltchaLib = typeof import('altcha-lib', { with: { 'resolution-mode': 'import' } });
export type CaptchaChallenge = Awaited<ReturnType<AltchaLib['createChallenge']>>;
let altchaLib: Promise<AltchaLib> | undefined;
function altcha(): Promise<AltchaLib> {
  altchaLib ??= import('altcha-lib');
  return altchaLib;
}

/** A challenge lives 10 minutes: long enough to write a message, short enough to keep few signatures. */
export const CAPTCHA_LIFETIME_MS = 10 * 60_000;
/**
 * Largest secret number: about 25 000 SHA-256 hashes on average, a second or two on an old phone, and a
 * real cost for whoever sends thousands of messages.
 */
export const CAPTCHA_MAX_NUMBER = 50_000;

/**
 * Self-hosted proof-of-work captcha (DESIGN "Security": ALTCHA, `altcha-lib`): the browser finds the number
 * whose SHA-256 with the salt gives the challenge; the HMAC signature proves the challenge is ours, the
 * salt carries its expiry, and a used signature is refused (one solution, one message).
 */
@Injectable()
export class CaptchaService {
  private readonly hmacKey: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.hmacKey = config.contact.captchaHmacKey ?? randomBytes(32).toString('hex');
  }

  async challenge(now = new Date()): Promise<CaptchaChallenge> {
    const { createChallenge } = await altcha();
    return createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: CAPTCHA_MAX_NUMBER,
      expires: new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
    });
  }

  /**
   * Checks the base64 payload of a solution (signature, expiry, number), without using it up. Returns the
   * signature to consume; 400 CAPTCHA_INVALID otherwise.
   */
  async verify(payload: unknown): Promise<string> {
    if (typeof payload !== 'string' || payload.length === 0 || payload.length > 2000)
      throw ContentErrors.captchaInvalid();
    const { extractParams, verifySolution } = await altcha();
    let valid = false;
    let signature = '';
    try {
      valid = await verifySolution(payload, this.hmacKey, true);
      const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
      signature = typeof decoded.signature === 'string' ? decoded.signature : '';
      // A challenge without an expiry is not one of ours (ours always carry one).
      if (!extractParams(payload).expires) valid = false;
    } catch {
      valid = false;
    }
    if (!valid || signature.length === 0 || signature.length > 128) throw ContentErrors.captchaInvalid();
    return signature;
  }

  /** Uses the solution up inside the caller's transaction; a second use is refused (CAPTCHA_INVALID). */
  async consume(manager: EntityManager, signature: string, now = new Date()): Promise<void> {
    await manager.delete(UsedCaptcha, { usedAt: LessThan(new Date(now.getTime() - CAPTCHA_LIFETIME_MS)) });
    try {
      await manager.insert(UsedCaptcha, { signature, usedAt: now });
    } catch (error) {
      if (isDuplicateKey(error)) throw ContentErrors.captchaInvalid();
      throw error;
    }
  }
}

/** The primary key refused the row: the signature was used already (both engines' codes). */
function isDuplicateKey(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code ?? '';
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT');
}
