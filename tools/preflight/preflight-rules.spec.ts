import { decide, isSystemNode, missingPackages, nodeIsSupported, requirements, sandboxNodeWarning } from './preflight-rules.mjs';

const allPaths = new Set(requirements('x64').map((r) => r.path));
const hostWithout = (...absent: string[]) => ({
  env: {},
  arch: 'x64',
  exists: (path: string) => allPaths.has(path) && !absent.some((name) => requirements('x64').find((r) => r.name === name)?.path === path),
});

describe('preflight decisions', () => {
  it('finds nothing missing on a machine that has every package', () => {
    expect(missingPackages('start', hostWithout())).toEqual([]);
    expect(missingPackages('test', hostWithout())).toEqual([]);
  });

  it('asks for chromium for the tests only', () => {
    expect(missingPackages('start', hostWithout('chromium'))).toEqual([]);
    expect(missingPackages('test', hostWithout('chromium')).map((m) => m.name)).toEqual(['chromium']);
  });

  it('lists every sandbox package with its reason on a bare machine', () => {
    const bare = { env: {}, arch: 'x64', exists: () => false };
    const names = missingPackages('start', bare).map((m) => m.name);
    expect(names).toEqual(['bubblewrap', 'tini', 'openjdk-17-jdk-headless', 'python3', 'g++', 'redis-server']);
    for (const m of missingPackages('test', bare)) expect(m.why.length).toBeGreaterThan(10);
  });

  it('skips what an external service replaces for npm start, never for the tests', () => {
    const bare = { env: { JUDGE0_URL: 'http://judge0:2358', REDIS_URL: 'redis://r:6379' }, arch: 'x64', exists: () => false };
    expect(missingPackages('start', bare)).toEqual([]);
    expect(missingPackages('test', bare).map((m) => m.name)).toContain('bubblewrap');
  });

  it('checks the JDK of the machine architecture', () => {
    expect(requirements('arm64').find((r) => r.name === 'openjdk-17-jdk-headless')?.path).toBe('/usr/lib/jvm/java-17-openjdk-arm64/bin/javac');
  });

  it('does nothing when nothing is missing, even without root or apt', () => {
    expect(decide([], { isRoot: false, hasApt: false })).toEqual({ action: 'none' });
  });

  it('installs non-interactively as root with apt-get', () => {
    expect(decide([{ name: 'tini' }, { name: 'g++' }], { isRoot: true, hasApt: true })).toEqual({
      action: 'install',
      packages: ['tini', 'g++'],
      commandLine: 'apt-get update && apt-get install -y --no-install-recommends tini g++',
    });
  });

  it('stops with the one sudo command when not root', () => {
    const decision = decide([{ name: 'tini' }], { isRoot: false, hasApt: true });
    expect(decision).toMatchObject({ action: 'stop', commandLine: 'sudo apt-get update && sudo apt-get install -y --no-install-recommends tini' });
    expect(decision.action === 'stop' && decision.message).toContain('sudo apt-get install -y --no-install-recommends tini');
  });

  it('stops without apt-get, still printing the one command with the Debian names (sudo only when not root)', () => {
    const asRoot = decide([{ name: 'bubblewrap' }, { name: 'tini' }], { isRoot: true, hasApt: false });
    expect(asRoot).toMatchObject({ action: 'stop', packages: ['bubblewrap', 'tini'], commandLine: 'apt-get update && apt-get install -y --no-install-recommends bubblewrap tini' });
    expect(asRoot.action === 'stop' && asRoot.message).toMatch(/no apt-get here: install them \(these are their Debian names\)/);
    expect(asRoot.action === 'stop' && asRoot.message).toContain('\n  apt-get update && apt-get install -y --no-install-recommends bubblewrap tini\n');
    const notRoot = decide([{ name: 'bubblewrap' }], { isRoot: false, hasApt: false });
    expect(notRoot.action === 'stop' && notRoot.message).toContain('\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends bubblewrap\n');
  });

  it('hands npm start\'s Node to the sandbox only from /usr/bin or /usr/lib', () => {
    expect(isSystemNode('/usr/bin/node')).toBe(true);
    expect(isSystemNode('/usr/lib/nodejs/bin/node')).toBe(true);
    expect(isSystemNode('/usr/local/bin/node')).toBe(false);
    expect(isSystemNode('/root/.nvm/versions/node/v22.11.0/bin/node')).toBe(false);
  });

  it('warns when the sandbox would find no Node for JavaScript, and only then', () => {
    const nvm = '/home/ada/.nvm/versions/node/v22.11.0/bin/node';
    const noDefault = { exists: (path: string) => path !== '/usr/bin/node' };
    const withDefault = { exists: () => true };
    expect(sandboxNodeWarning('start', { ...noDefault, env: {}, execPath: nvm })).toMatch(
      /^warning: the Node in use \(\/home\/ada\/\.nvm\/.+\) is outside \/usr\/bin and \/usr\/lib and there is no \/usr\/bin\/node: the sandbox of `npm start` will leave JavaScript out\. .*SANDBOX_NODE/,
    );
    expect(sandboxNodeWarning('start', { ...noDefault, env: {}, execPath: '/usr/local/bin/node' })).toContain('(/usr/local/bin/node)');
    // /usr/bin/node present (Debian's nodejs), SANDBOX_NODE set, an external Judge0, or npm start's Node under /usr: nothing to say.
    expect(sandboxNodeWarning('start', { ...withDefault, env: {}, execPath: nvm })).toBeNull();
    expect(sandboxNodeWarning('start', { ...noDefault, env: { SANDBOX_NODE: '/opt/node/bin/node' }, execPath: nvm })).toBeNull();
    expect(sandboxNodeWarning('start', { ...noDefault, env: { JUDGE0_URL: 'http://judge0:2358' }, execPath: nvm })).toBeNull();
    expect(sandboxNodeWarning('start', { ...noDefault, env: {}, execPath: '/usr/lib/nodejs/bin/node' })).toBeNull();
    // The tests' sandbox gets only its own variables: it always needs /usr/bin/node.
    expect(sandboxNodeWarning('test', { ...noDefault, env: { SANDBOX_NODE: '/opt/node/bin/node' }, execPath: '/usr/lib/nodejs/bin/node' })).toMatch(/no \/usr\/bin\/node, which the tests' sandbox runs JavaScript with/);
    expect(sandboxNodeWarning('test', { ...withDefault, env: {}, execPath: nvm })).toBeNull();
  });

  it('accepts Node 20.19 and newer, refuses older', () => {
    expect(nodeIsSupported('v20.19.0')).toBe(true);
    expect(nodeIsSupported('v22.1.0')).toBe(true);
    expect(nodeIsSupported('v20.18.3')).toBe(false);
    expect(nodeIsSupported('v18.20.0')).toBe(false);
  });
});
