import { DEFAULT_PASSWORD_HASH_COST, MINIMUM_PASSWORD_HASH_COST } from '../config/gateway.config';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';

/** The algorithm and cost a PHC string records (`$argon2id$v=19$m=…,p=…,t=…$salt$hash`, in any order). */
function recordedCost(hash: string): { algorithm: string; memoryKb: number; iterations: number; parallelism: number } {
  const [, algorithm, , params] = hash.split('$');
  const values = Object.fromEntries(params.split(',').map((pair) => pair.split('=')));
  return { algorithm, memoryKb: Number(values.m), iterations: Number(values.t), parallelism: Number(values.p) };
}

describe('password hashing', () => {
  it('hashes with argon2id at the library default unless a cost is given, and the hash records its cost', async () => {
    const byDefault = await hashPassword('correct horse battery');
    expect(recordedCost(byDefault)).toEqual({ algorithm: 'argon2id', memoryKb: 65_536, iterations: 3, parallelism: 4 });
    const cheap = await hashPassword('correct horse battery', MINIMUM_PASSWORD_HASH_COST);
    expect(recordedCost(cheap)).toEqual({ algorithm: 'argon2id', memoryKb: 19_456, iterations: 2, parallelism: 1 });
    expect(DEFAULT_PASSWORD_HASH_COST).toEqual({ memoryKb: 65_536, iterations: 3, parallelism: 4 });
  });

  it('verifies a hash made at any cost, whatever the cost new hashes get now', async () => {
    const atDefault = await hashPassword('s3cret-passphrase');
    const atMinimum = await hashPassword('s3cret-passphrase', MINIMUM_PASSWORD_HASH_COST);
    expect(await Promise.all([verifyPassword(atDefault, 's3cret-passphrase'), verifyPassword(atMinimum, 's3cret-passphrase')])).toEqual([true, true]);
    expect(await Promise.all([verifyPassword(atDefault, 'wrong'), verifyPassword(atMinimum, 'wrong')])).toEqual([false, false]);
  });

  it('answers false for a malformed hash instead of throwing, and verifying against nothing is always false', async () => {
    expect(await verifyPassword('not-a-phc-string', 'anything')).toBe(false);
    expect(await verifyAgainstNothing('not-a-real-password', MINIMUM_PASSWORD_HASH_COST)).toBe(false);
  });
});
