import { CallbackGuard, isNonPublicAddress } from './callback-guard';

describe('CallbackGuard: no callback to loopback, link-local or private addresses', () => {
  const guard = new CallbackGuard([]);

  it.each(['127.0.0.1', '127.8.9.10', '0.0.0.0', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '224.0.0.1'])(
    '%s is non-public',
    (address) => expect(isNonPublicAddress(address)).toBe(true),
  );

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])('%s is public', (address) => expect(isNonPublicAddress(address)).toBe(false));

  it.each([
    'http://127.0.0.1:2358/submissions',
    'http://0x7f000001/',
    'http://017700000001/',
    'http://[::1]:80/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.96.0.1/',
    'http://localhost:5432/',
    'http://LOCALHOST./',
  ])('refuses %s', async (url) => {
    expect(await guard.check(url)).toMatch(/private, loopback or link-local/);
  });

  it('refuses a host that does not resolve, and accepts a public address', async () => {
    expect(await guard.check('http://no-such-host.invalid/')).toBe('has a host that does not resolve');
    expect(await guard.check('https://8.8.8.8/cb')).toBeNull();
  });

  it('an allow-listed host is accepted whatever it resolves to, and its connection is not checked', async () => {
    const allowing = new CallbackGuard(['LocalHost', '127.0.0.1']);
    expect(await allowing.check('http://localhost:8080/cb')).toBeNull();
    expect(await allowing.check('http://127.0.0.1:8080/cb')).toBeNull();
    expect(allowing.allows('localhost')).toBe(true);
    expect(await allowing.check('http://10.0.0.1/')).not.toBeNull();
  });

  it('the connection-time lookup fails for a name resolving to loopback (a host that changed its answer)', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => guard.lookup('localhost', {}, (err) => resolve(err)));
    expect(error?.code).toBe('EACCES');
  });
});
