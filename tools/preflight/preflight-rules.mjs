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
 * - otherwise → `{ action: 'stop', packages, commandLine?, message }`: commandLine is the one
 *   command for the user to run (sudo apt-get …) when apt-get exists, absent without apt-get.
 * @param {{ name: string }[]} missing
 * @param {{ isRoot: boolean, hasApt: boolean }} host
 */
export function decide(missing, host) {
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.map((m) => m.name);
  const install = `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  if (host.isRoot && host.hasApt) return { action: 'install', packages, commandLine: `apt-get update && ${install}` };
  if (host.hasApt) {
    const commandLine = `sudo apt-get update && sudo ${install}`;
    return { action: 'stop', packages, commandLine, message: `missing Debian packages ${packages.join(', ')}; run:\n  ${commandLine}\nthen run this command again` };
  }
  return {
    action: 'stop',
    packages,
    message: `missing ${packages.join(', ')} and no apt-get here: install them with your system's package manager, then run this command again`,
  };
}
