import argon2 from 'argon2';
import { DEFAULT_PASSWORD_HASH_COST, type PasswordHashCost } from '../config/gateway.config';

/** argon2's options for `cost`. */
function argon2Options(cost: PasswordHashCost): { memoryCost: number; timeCost: number; parallelism: number } {
  return { memoryCost: cost.memoryKb, timeCost: cost.iterations, parallelism: cost.parallelism };
}

/**
 * Hashes a password with argon2id at `cost` (about 190 ms of CPU at the default on the 2-core
 * reference machine, 30 ms at the minimum).
 * @returns the PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`)
 */
export function hashPassword(password: string, cost: PasswordHashCost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...argon2Options(cost) });
}

/** True when `password` matches `hash` (at the cost the hash records); false for a malformed hash rather than throwing. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * Whether a stored hash was made at another cost than `cost` (the setting changed since): a
 * successful login then stores a new hash at `cost`, so every account's login comes to take the
 * time an unknown e-mail's does ({@link verifyAgainstNothing}).
 */
export function needsRehash(hash: string, cost: PasswordHashCost): boolean {
  return argon2.needsRehash(hash, argon2Options(cost));
}

/** One dummy hash per cost, made on first use. */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the time of one verification at `cost` (the cost new accounts get) when the account does
 * not exist or has no password, so that response times do not reveal which e-mails are registered.
 * An account whose hash is of an earlier cost differs until its next login rehashes it
 * ({@link needsRehash}).
 */
export async function verifyAgainstNothing(password: string, cost: PasswordHashCost = DEFAULT_PASSWORD_HASH_COST): Promise<false> {
  const key = `${cost.memoryKb}/${cost.iterations}/${cost.parallelism}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) dummyHashes.set(key, (dummy = hashPassword('not-a-real-password', cost)));
  await verifyPassword(await dummy, password);
  return false;
}
