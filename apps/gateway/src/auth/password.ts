import argon2 from 'argon2';

/**
 * argon2id with the library's defaults (m = 64 MiB, t = 3, p = 4), which meet OWASP's
 * recommendation; about 60 ms per hash on this machine.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** True when `password` matches `hash`; false for a malformed hash rather than throwing. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when the account does not exist or has no password, so that
 * response times do not reveal which e-mails are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
