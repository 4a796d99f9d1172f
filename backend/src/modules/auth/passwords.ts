import * as argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, t=3, p=4), DESIGN "Security". */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let dummyHash: Promise<string> | null = null;

/**
 * True when the password matches the hash. With no hash (unknown account, or one that never chose a
 * password) a dummy hash is verified anyway, so the answer takes the same time and reveals nothing.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('ricordo-timing-equaliser');
  try {
    const ok = await argon2.verify(hash ?? (await dummyHash), password);
    return hash !== null && ok;
  } catch {
    return false;
  }
}
