// What each command needs from the operating system, and what to do when something is missing.
// Pure decisions only (no I/O), so that a unit test can walk every case; preflight.mjs applies them.
// Plain Node ESM without dependencies: it runs before `npm install`.

/** Oldest Node the workspace supports (package.json `engines`); older ones stop before installing. */
export const MIN_NODE = [20, 19, 0];

/**
 * The one list of Debian packages: `name` is the package, `path` the file whose presence proves it
 * is installed, `why` what needs it, `commands` which of `start` and `test` need it, and `unless`
 * an environment variable that makes it unnecessary for `start` (an external service replaces it).
 * The sandbox runs JavaScript and TypeScript with Node itself (the Node running `npm start`).
 * @param {string} arch `process.arch` (x64 → the amd64 JDK directory)
 */
export function requirements(arch = 'x64') {
  const jdkArch = arch === 'x64' ? 'amd64' : arch;
  const sandbox = { commands: ['start', 'test'], unless: 'JUDGE0_URL' };
  return [
    { name: 'bubblewrap', path: '/usr/bin/bwrap', why: 'the sandbox runs every submission inside bubblewrap', ...sandbox },
    { name: 'tini', path: '/usr/bin/tini', why: 'the sandbox reaps what a submission orphans with tini', ...sandbox },
    { name: 'openjdk-17-jdk-headless', path: `/usr/lib/jvm/java-17-openjdk-${jdkArch}/bin/javac`, why: 'the sandbox compiles and runs Java', ...sandbox },
    { name: 'python3', path: '/usr/bin/python3', why: 'the sandbox runs Python', ...sandbox },
    { name: 'g++', path: '/usr/bin/g++', why: 'the sandbox compiles C++', ...sandbox },
    { name: 'redis-server', path: '/usr/bin/redis-server', why: 'the queue, sessions and rate limits live in Redis (embedded unless REDIS_URL is set)', commands: ['start', 'test'], unless: 'REDIS_URL' },
    { name: 'chromium', path: '/usr/bin/chromium', why: 'the browser tests drive Chromium', commands: ['test'] },
  ];
}

/**
 * The requirements of `command` that are not installed.
 * @param {'start' | 'test'} command
 * @param {{ env: Record<string, string | undefined>, exists: (path: string) => boolean, arch?: string }} host
 * @returns {{ name: string, path: string, why: string }[]}
 */
export function missingPackages(command, host) {
  return requirements(host.arch)
    .filter((req) => req.commands.includes(command))
    // An external service replaces a local one only for `npm start`: the tests start their own.
    .filter((req) => !(command === 'start' && req.unless && host.env[req.unless]))
    .filter((req) => !host.exists(req.path))
    .map(({ name, path, why }) => ({ name, path, why }));
}

/** True when `version` ("v20.19.1") is at least MIN_NODE. */
export function nodeIsSupported(version) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < MIN_NODE.length; i += 1) {
    if ((parts[i] ?? 0) !== MIN_NODE[i]) return (parts[i] ?? 0) > MIN_NODE[i];
  }
  return true;
}

/**
 * What to do about the missing packages.
 * - nothing missing → `{ action: 'none' }`
 * - root with apt-get → `{ action: 'install', packages, commandLine }` (non-interactive apt-get)
 * - otherwise → `{ action: 'stop', packages, commandLine, message }`: commandLine is the one
 *   apt-get command to run (with sudo when not root). Without apt-get the message still prints
 *   it, as the Debian names of what to install with the system's own package manager.
 * @param {{ name: string }[]} missing
 * @param {{ isRoot: boolean, hasApt: boolean }} host
 */
export function decide(missing, host) {
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.map((m) => m.name);
  const sudo = host.isRoot ? '' : 'sudo ';
  const commandLine = `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  if (host.isRoot && host.hasApt) return { action: 'install', packages, commandLine };
  const message = host.hasApt
    ? `missing Debian packages ${packages.join(', ')}; run:\n  ${commandLine}\nthen run this command again`
    : `missing Debian packages ${packages.join(', ')} and no apt-get here: install them (these are their Debian names) with your ` +
      `system's package manager; on Debian or Ubuntu the one command would be:\n  ${commandLine}\nthen run this command again`;
  return { action: 'stop', packages, commandLine, message };
}

/** Where the sandbox runs JavaScript's Node from unless SANDBOX_NODE names another (its default). */
export const SANDBOX_DEFAULT_NODE = '/usr/bin/node';

/**
 * True when `execPath` (the Node running `npm start`) lives under /usr/bin or /usr/lib, where
 * `npm start` hands it to the sandbox as SANDBOX_NODE. A Node elsewhere (nvm under a home
 * directory, /usr/local, /opt) is not handed over: whether the sandbox's slot uids may read it
 * depends on its directories (nvm under /root is closed to them), so the sandbox's default is used.
 * @param {string} execPath
 */
export function isSystemNode(execPath) {
  return /^\/usr\/(bin|lib)\//.test(execPath);
}

/**
 * A warning when the sandbox of `command` would find no Node and so leave JavaScript out: there
 * is no {@link SANDBOX_DEFAULT_NODE} and, for `npm start`, neither SANDBOX_NODE, an external
 * JUDGE0_URL nor a Node in use under /usr ({@link isSystemNode}). The tests' sandbox is started
 * with exactly its own variables, so it always uses the default. Null when JavaScript will run.
 * @param {'start' | 'test'} command
 * @param {{ env: Record<string, string | undefined>, exists: (path: string) => boolean, execPath: string }} host
 * @returns {string | null}
 */
export function sandboxNodeWarning(command, host) {
  if (host.exists(SANDBOX_DEFAULT_NODE)) return null;
  if (command === 'test') return `warning: there is no ${SANDBOX_DEFAULT_NODE}, which the tests' sandbox runs JavaScript with: install Debian's nodejs`;
  if (host.env.SANDBOX_NODE || host.env.JUDGE0_URL || isSystemNode(host.execPath)) return null;
  return (
    `warning: the Node in use (${host.execPath}) is outside /usr/bin and /usr/lib and there is no ${SANDBOX_DEFAULT_NODE}: ` +
    `the sandbox of \`npm start\` will leave JavaScript out. Install Debian's nodejs, or set SANDBOX_NODE to a node binary ` +
    'every user may read (not under /root or /tmp)'
  );
}
