import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { QrCode } from './qr-code.entity';

/** Letters and digits that cannot be mistaken for one another when typed from a plaque (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const QR_CODE_LENGTH = 10;
export const VERIFICATION_CODE_LENGTH = 8;

/** `length` characters of CODE_ALPHABET drawn from the system's cryptographic random source. */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export interface PlaqueCodes {
  /** What the plaque's QR carries (`/qr/{code}`) and what the owner types on /activate-qrCode. */
  code: string;
  /** The secret printed with the plaque: 32^8 ≈ 10^12 values, so it cannot be guessed. */
  verificationCode: string;
}

/** A new plaque's code and verification code (docs/contracts.md "Plaques"). */
export function newPlaqueCodes(): PlaqueCodes {
  return { code: randomCode(QR_CODE_LENGTH), verificationCode: randomCode(VERIFICATION_CODE_LENGTH) };
}

/** Every column of a plaque row but its id (relations aside). */
export type PlaqueRow = Omit<QrCode, 'id' | 'order' | 'buyerUser' | 'deceased' | 'partner'>;

/**
 * A new plaque's row: in stock (unsold, permanent, for no deceased, never activated) unless `fields` says
 * otherwise — one definition for the admin's batch, an online sale, a partner's temporary code and tests.
 */
export function newPlaqueRow(
  codes: PlaqueCodes,
  createdAt: Date,
  fields: Partial<PlaqueRow> = {},
): PlaqueRow {
  return {
    ...codes,
    sold: 0,
    saleChannel: null,
    temporary: 0,
    expiresAt: null,
    orderId: null,
    buyerUserId: null,
    deceasedId: null,
    activationStatus: null,
    activationRequestedAt: null,
    activatedAt: null,
    partnerId: null,
    expiredAt: null,
    createdAt,
    ...fields,
  };
}

/**
 * The one source of plaque codes for every way a plaque is made (online purchase, admin batch, partner
 * temporary code). A provider, so a test can make it collide.
 */
@Injectable()
export class PlaqueCodeGenerator {
  next(): PlaqueCodes {
    return newPlaqueCodes();
  }
}
