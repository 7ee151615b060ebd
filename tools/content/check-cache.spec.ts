import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cachedPass, checkKey, judgeFingerprint, storePass } from './check-cache';

describe("the content check's cache of passed problems", () => {
  let dir: string;
  const slug = `check-cache-spec-${process.pid}`;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'algosheets-check-cache-'));
    mkdirSync(join(dir, 'tests'));
    writeFileSync(join(dir, 'problem.json'), '{"title":"T"}');
    writeFileSync(join(dir, 'tests', '01.in'), '1');
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(resolve(__dirname, '../../node_modules/.cache/algosheets/content-check', `${slug}.json`), { force: true });
  });

  it('keys a problem by every file of its folder and by the judge: any change to either gives a new key', () => {
    const key = checkKey(dir, 'judge-a');
    expect(checkKey(dir, 'judge-a')).toBe(key);
    expect(checkKey(dir, 'judge-b')).not.toBe(key);
    writeFileSync(join(dir, 'tests', '01.in'), '2');
    const edited = checkKey(dir, 'judge-a');
    expect(edited).not.toBe(key);
    writeFileSync(join(dir, 'tests', '01.out'), '2');
    expect(checkKey(dir, 'judge-a')).not.toBe(edited);
  });

  it("the judge's fingerprint is stable between calls on an unchanged checkout", () => {
    expect(judgeFingerprint()).toBe(judgeFingerprint());
  });

  it('gives back a stored pass under its key only', () => {
    const key = checkKey(dir, 'judge-a');
    expect(cachedPass(slug, key)).toBeNull();
    storePass(slug, key, { notes: ['python 3ms'], runs: 5, wrongTotal: 2 });
    expect(cachedPass(slug, key)).toEqual({ notes: ['python 3ms'], runs: 5, wrongTotal: 2 });
    expect(cachedPass(slug, checkKey(dir, 'judge-b'))).toBeNull();
  });
});
