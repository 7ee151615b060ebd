import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { allocateSandboxUids, releaseSandboxUids, SANDBOX_UID_BLOCK } from './sandbox-uids';

/** Each test draws from a pool of its own (a private claims directory), not the machine's. */
let claims: string;
beforeEach(() => {
  claims = mkdtempSync(join(tmpdir(), 'algosheets-uid-claims-'));
});
afterEach(() => rmSync(claims, { recursive: true, force: true }));

/** A separate Node process that claims a block, prints its first uid and holds it until its stdin closes. */
async function claimInChild(): Promise<{ uid: number; child: ChildProcessByStdio<Writable, Readable, null> }> {
  const script = `const { allocateSandboxUids } = require(${JSON.stringify(join(__dirname, 'sandbox-uids.ts'))});
process.stdout.write(String(allocateSandboxUids(${JSON.stringify(claims)})) + '\\n');
process.stdin.resume().on('end', () => process.exit(0));`;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return { uid: Number(line.toString().trim()), child };
}

describe('allocateSandboxUids', () => {
  it('gives processes running at once disjoint blocks, and the blocks of exited processes to the next', async () => {
    const holders = await Promise.all(Array.from({ length: 3 }, () => claimInChild()));
    const uids = holders.map((holder) => holder.uid).sort((a, b) => a - b);
    expect(new Set(uids).size).toBe(3);
    for (const uid of uids) expect((uid - uids[0]) % SANDBOX_UID_BLOCK).toBe(0);
    expect(uids[0]).toBe(100_000);
    // Still held: this process gets the block after them.
    const mine = allocateSandboxUids(claims);
    expect(uids).not.toContain(mine);
    for (const holder of holders) holder.child.stdin.end();
    await Promise.all(holders.map((holder) => once(holder.child, 'exit')));
    // Gone without releasing: their blocks are handed out again, lowest first.
    expect(allocateSandboxUids(claims)).toBe(100_000);
  }, 60_000);

  it('hands a released block out again, and never one this process still holds', () => {
    const first = allocateSandboxUids(claims);
    const second = allocateSandboxUids(claims);
    expect(second).toBe(first + SANDBOX_UID_BLOCK);
    releaseSandboxUids(first, claims);
    expect(allocateSandboxUids(claims)).toBe(first);
    expect(allocateSandboxUids(claims)).toBe(second + SANDBOX_UID_BLOCK);
  });

  it('refuses once every block of the pool is held, naming the pool', () => {
    const held = Array.from({ length: 256 }, () => allocateSandboxUids(claims));
    expect(new Set(held).size).toBe(256);
    expect(held[255]).toBe(100_000 + 255 * SANDBOX_UID_BLOCK);
    expect(() => allocateSandboxUids(claims)).toThrow(`all 256 sandbox uid blocks in ${claims} are held by live processes`);
  });
});
