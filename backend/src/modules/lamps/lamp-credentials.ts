import { pbkdf2Sync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Serials are MQTT usernames and topic levels: letters, digits, '-' and '_' only (no '+', '#', '/'). */
export const SERIAL_PATTERN = /^[A-Za-z0-9_-]{4,40}$/;

const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new serialeLampada: 'RL-' and 10 characters without look-alikes (about 50 bits). */
export function generateSerial(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += SERIAL_ALPHABET[randomInt(SERIAL_ALPHABET.length)];
  return `RL-${code}`;
}

/** A lamp's MQTT password: 24 random bytes (192 bits), base64url. Shown once, stored only hashed. */
export function generateLampPassword(): string {
  return randomBytes(24).toString('base64url');
}

// Mosquitto 2's password-file hash: `$7$<iterations>$<salt b64>$<PBKDF2-SHA512 b64>` (mosquitto_passwd).
// Storing the lamp's password in this form lets deploy/mosquitto write the broker's password file from
// the database without any password in clear. The passwords are 192 random bits, so Mosquitto's default
// iteration count is plenty.
const ITERATIONS = 101;
const SALT_BYTES = 12;
const KEY_BYTES = 64;

export function mosquittoHash(password: string, salt: Buffer = randomBytes(SALT_BYTES)): string {
  const key = pbkdf2Sync(password, salt, ITERATIONS, KEY_BYTES, 'sha512');
  return `$7$${ITERATIONS}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Checks a password against a `$7$` hash (the simulator and tests; the broker does it for real). */
export function verifyMosquittoHash(password: string, hash: string): boolean {
  const match = /^\$7\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(hash);
  if (!match) return false;
  const expected = Buffer.from(match[3], 'base64');
  const key = pbkdf2Sync(
    password,
    Buffer.from(match[2], 'base64'),
    Number(match[1]),
    expected.length,
    'sha512',
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** One line of Mosquitto's password file. */
export function passwordFileLine(serial: string, hash: string): string {
  if (!SERIAL_PATTERN.test(serial)) throw new Error(`Serial ${serial} is not a valid MQTT username`);
  return `${serial}:${hash}`;
}
