import { RECORD_MARK } from './harness-language';
import { encodeHarnessInput, harnessInputSteps, newNonce, parseHarnessOutput, recordsPrefixLength, TEST_OUTPUT_LIMIT } from './harness-protocol';

const nonce = 'N0nceN0nceN0nce12345';
const M = RECORD_MARK;
const rec = (i: number, value: string, extra = '', n = nonce) => `\n${M}${n}${M}{"i":${i},"status":"ok","value":${value},"cpuMs":1.5,"stdout":"${extra}"}\n`;

describe('encodeHarnessInput', () => {
  it('writes the nonce, the count and one canonical value per line', () => {
    expect(encodeHarnessInput(nonce, [[[1, 2], 'a\nb'], [[], 9223372036854775807n]])).toBe(`${nonce}\n2\n[1,2]\n"a\\nb"\n[]\n9223372036854775807\n`);
  });

  it('refuses a nonce that could be confused with data', () => {
    expect(() => encodeHarnessInput('short', [])).toThrow('16 to 64');
    expect(() => encodeHarnessInput(`${nonce}\n`, [])).toThrow('16 to 64');
  });

  it('makes fresh nonces of 16+ letters and digits', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9]{16,64}$/);
    expect(newNonce()).not.toBe(a);
  });
});

describe('parseHarnessOutput', () => {
  it('reads records in order with exact values and stray output per test', () => {
    const out = parseHarnessOutput(`hello${rec(0, '9223372036854775807', 'p')}raw\n${rec(1, '[1]')}bye`, nonce, 3);
    expect(out[0]).toEqual({ state: 'recorded', stray: 'hello', record: { i: 0, status: 'ok', value: 9223372036854775807n, cpuMs: 1.5, stdout: 'p' } });
    expect(out[1]).toMatchObject({ state: 'recorded', stray: 'raw\n', record: { value: [1] } });
    expect(out[2]).toEqual({ state: 'missing', stray: 'bye' });
  });

  it('reads error records', () => {
    const out = parseHarnessOutput(`\n${M}${nonce}${M}{"i":0,"status":"error","cpuMs":0,"stdout":"","error":{"type":"ZeroDivisionError","message":"division by zero","line":3}}\n`, nonce, 1);
    expect(out[0]).toMatchObject({ state: 'recorded', record: { status: 'error', error: { type: 'ZeroDivisionError', message: 'division by zero', line: 3 } } });
  });

  it('treats records with another nonce and a bare mark as stray text', () => {
    const fake = rec(0, '42', '', 'FakeFakeFakeFake1234');
    const out = parseHarnessOutput(`${fake}${M}${M}${rec(0, '1')}`, nonce, 1);
    expect(out[0]).toMatchObject({ state: 'recorded', record: { value: 1 }, stray: `${fake}${M}${M}` });
  });

  it('marks a duplicated record as forged, even when the fake came first', () => {
    const out = parseHarnessOutput(`${rec(0, '42')}${rec(0, '1')}${rec(1, '2')}`, nonce, 2);
    expect(out[0]).toMatchObject({ state: 'forged', reason: 'a second record for test 0' });
    expect(out[1]).toMatchObject({ state: 'recorded', record: { value: 2 } });
  });

  it('marks a record out of order as forged and keeps it forged', () => {
    const out = parseHarnessOutput(`${rec(1, '42')}${rec(0, '1')}${rec(1, '2')}`, nonce, 2);
    expect(out[0]).toMatchObject({ state: 'recorded' });
    expect(out[1]).toMatchObject({ state: 'forged', reason: 'a record for test 1 while test 0 was due' });
  });

  it('marks malformed records and records for unknown tests as forging the test due', () => {
    expect(parseHarnessOutput(`\n${M}${nonce}${M}{"i":0,\n`, nonce, 1)[0]).toMatchObject({ state: 'forged' });
    expect(parseHarnessOutput(`\n${M}${nonce}${M}{"i":0,"status":"ok","cpuMs":1,"stdout":""}\n`, nonce, 1)[0]).toMatchObject({ state: 'forged', reason: 'a record has neither a value nor an error' });
    expect(parseHarnessOutput(`\n${M}${nonce}${M}[1]\n`, nonce, 1)[0]).toMatchObject({ state: 'forged' });
    expect(parseHarnessOutput(rec(7, '1'), nonce, 2)[0]).toMatchObject({ state: 'forged', reason: 'a record for test 7 while test 0 was due' });
    expect(parseHarnessOutput(`${rec(0, '1')}${rec(1, '1')}`, nonce, 1)[0]).toMatchObject({ state: 'recorded' });
  });

  it('counts a record cut off by the end of stdout as missing (the test in progress)', () => {
    const full = rec(1, '[1,2,3]');
    const out = parseHarnessOutput(`${rec(0, '1')}${full.slice(0, full.length - 5)}`, nonce, 2);
    expect(out[0].state).toBe('recorded');
    expect(out[1]).toEqual({ state: 'missing', stray: '' });
    expect(parseHarnessOutput(full.slice(0, -1), nonce, 2)[1]).toEqual({ state: 'missing', stray: '' });
  });

  it('caps stray output per test', () => {
    const out = parseHarnessOutput('x'.repeat(TEST_OUTPUT_LIMIT + 10), nonce, 1);
    expect(out[0].stray).toHaveLength(TEST_OUTPUT_LIMIT);
  });

  it('survives empty stdout and zero tests', () => {
    expect(parseHarnessOutput('', nonce, 2)).toEqual([{ state: 'missing', stray: '' }, { state: 'missing', stray: '' }]);
    expect(parseHarnessOutput(rec(0, '1'), nonce, 0)).toEqual([]);
  });
});

describe('the stepped protocol', () => {
  const nonce = 'abcdefghijklmnop1234';
  const rec = (i: number, value: string) => `\n${M}${nonce}${M}{"i":${i},"status":"ok","value":${value},"cpuMs":0,"stdout":""}\n`;
  const ready = `\n${M}${nonce}${M}ready\n`;

  it('cuts stdin into the header and one step per test, joined as the whole stdin', () => {
    const steps = harnessInputSteps(nonce, [[[1, 2], 3], [[], 4]]);
    expect(steps).toEqual([`${nonce}\n2\n`, '[1,2]\n3\n', '[]\n4\n']);
    expect(steps.join('')).toBe(encodeHarnessInput(nonce, [[[1, 2], 3], [[], 4]]));
  });

  it('accepts the ready frame once, before any record', () => {
    expect(parseHarnessOutput(`${ready}${rec(0, '1')}`, nonce, 1)[0]).toMatchObject({ state: 'recorded' });
    expect(parseHarnessOutput(`${ready}${rec(0, '1')}${ready}`, nonce, 2)[1]).toMatchObject({ state: 'forged' });
  });

  it('takes a load error only in place of the ready frame: one written after it is forged', () => {
    const load = `\n${M}${nonce}${M}{"i":0,"status":"error","load":true,"error":{"type":"SyntaxError","message":"x"},"cpuMs":0,"stdout":""}\n`;
    expect(parseHarnessOutput(load, nonce, 1)[0]).toMatchObject({ state: 'recorded', record: { load: true } });
    expect(parseHarnessOutput(`${ready}${load}`, nonce, 1)[0]).toMatchObject({ state: 'forged', reason: 'a load error after the ready frame' });
  });

  it('finds where the records of the first tests end, so later output cannot touch them', () => {
    const stdout = `${ready}${rec(0, '1')}${rec(1, '2')}${rec(0, '9')}${rec(2, '3')}`;
    const cut = recordsPrefixLength(stdout, nonce, 2);
    expect(stdout.slice(0, cut)).toBe(`${ready}${rec(0, '1')}${rec(1, '2')}`);
    expect(parseHarnessOutput(stdout.slice(0, cut), nonce, 2).map((o) => o.state)).toEqual(['recorded', 'recorded']);
    expect(recordsPrefixLength(stdout, nonce, 9)).toBe(stdout.length);
  });

  it('refuses records nested deeper than any signature allows, without overflowing the stack', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(parseHarnessOutput(`${ready}${rec(0, deep)}`, nonce, 1)[0]).toMatchObject({ state: 'forged' });
  });
});
