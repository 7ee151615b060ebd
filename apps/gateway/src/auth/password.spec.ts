import { DEFAULT_PASSWORD_HASH_COST, MINIMUM_PASSWORD_HASH_COST } from '../config/gateway.config';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password';

/** The algorithm and cost a PHC string records (`$argon2id$v=19$m=…,p=…,t=…$salt$hash`, in any order). */
function recordedCost(hash: string): { algorithm: string; memoryKb: number; iterations: number; parallelism: number } {
  const [, algorithm, , params] = hash.split('$');
  const values = Object.fromEntries(params.split(',').map((pair) => pair.split('=')));
  return { algorithm, memoryKb: Number(values.m), iterations: Number(values.t), parallelism: Number(values.p) };
}

describe('password hashing', () => {
  // One hash at each cost: the default one takes about 190 ms of CPU.
  let atDefault: string;
  let atMinimum: string;
  beforeAll(async () => {
    [atDefault, atMinimum] = await Promise.all([hashPassword('s3cret-passphrase'), hashPassword('s3cret-passphrase', MINIMUM_PASSWORD_HASH_COST)]);
  });

  it('hashes with argon2id at the library default unless a cost is given, and the hash records its cost', () => {
    expect(recordedCost(atDefault)).toEqual({ algorithm: 'argon2id', memoryKb: 65_536, iterations: 3, parallelism: 4 });
    expect(recordedCost(atMinimum)).toEqual({ algorithm: 'argon2id', memoryKb: 19_456, iterations: 2, parallelism: 1 });
    expect(DEFAULT_PASSWORD_HASH_COST).toEqual({ memoryKb: 65_536, iterations: 3, parallelism: 4 });
  });

  it('verifies a hash made at any cost, whatever the cost new hashes get now, and tells which need a new hash', async () => {
    expect(await Promise.all([verifyPassword(atDefault, 's3cret-passphrase'), verifyPassword(atMinimum, 's3cret-passphrase')])).toEqual([true, true]);
    expect(await Promise.all([verifyPassword(atDefault, 'wrong'), verifyPassword(atMinimum, 'wrong')])).toEqual([false, false]);
    expect([needsRehash(atDefault, MINIMUM_PASSWORD_HASH_COST), needsRehash(atMinimum, MINIMUM_PASSWORD_HASH_COST), needsRehash(atDefault, DEFAULT_PASSWORD_HASH_COST)]).toEqual([true, false, false]);
  });

  it('answers false for a malformed hash instead of throwing, and verifying against nothing is always false', async () => {
    expect(await verifyPassword('not-a-phc-string', 'anything')).toBe(false);
    expect(await verifyAgainstNothing('not-a-real-password', MINIMUM_PASSWORD_HASH_COST)).toBe(false);
  });
});
