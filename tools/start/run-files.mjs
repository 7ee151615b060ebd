// Pid files of the processes `npm start` runs (.data/run/<name>.pid), so that a port left taken by
// a crashed run is recognised as ours and reclaimed, and any other program on it is refused.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

/** True when something accepts TCP connections on host:port. */
export function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolvePort) => {
    const socket = createConnection({ host, port }, () => {
      socket.end();
      resolvePort(true);
    });
    socket.on('error', () => resolvePort(false));
  });
}

/** True when process `pid` is alive and its command line contains `marker`. */
export function processMatches(pid, marker) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(marker);
  } catch {
    return false;
  }
}

/**
 * The pid files of one data folder.
 * @param {string} runDir folder of the pid files (.data/run)
 */
export function runFiles(runDir) {
  const file = (name) => join(runDir, `${name}.pid`);
  return {
    /** Records `pid` for `name`; `marker` is a piece of its command line that proves a pid is still it. */
    write(name, pid, marker) {
      mkdirSync(runDir, { recursive: true, mode: 0o700 });
      writeFileSync(file(name), JSON.stringify({ pid, marker }), { mode: 0o600 });
    },
    /** The recorded process of `name` when it is still alive, else undefined. */
    live(name) {
      if (!existsSync(file(name))) return undefined;
      try {
        const { pid, marker } = JSON.parse(readFileSync(file(name), 'utf8'));
        return Number.isInteger(pid) && processMatches(pid, marker) ? { pid, marker } : undefined;
      } catch {
        return undefined;
      }
    },
    remove(name) {
      rmSync(file(name), { force: true });
    },
  };
}

/**
 * Makes `port` free for service `name`: nothing to do when it is free; when the process recorded
 * for `name` (left by a crashed run) holds it, stops that process (its process group when
 * `group`; SIGTERM, SIGKILL after 10 s) and waits for the port.
 * @param {{ name: string, port: number, variable: string, owner?: { pid: number }, group?: boolean, log: (line: string) => void }} options
 *   owner: the live process recorded for the port, from `runFiles(...).live(name)` or another record
 * @throws Error naming the port and the variable that moves it when another program holds it
 */
export async function reclaimPort({ name, port, variable, owner, group = true, log }) {
  if (!(await portOpen(port))) return;
  if (!owner) throw new Error(`port ${port} (${name}) is taken by a program npm start did not start: stop it, or set ${variable}`);
  log(`port ${port} is held by ${name} (pid ${owner.pid}) left by an earlier run: stopping it`);
  const target = group ? -owner.pid : owner.pid;
  signal(target, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while ((await portOpen(port)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (await portOpen(port)) {
    signal(target, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
  }
  if (await portOpen(port)) throw new Error(`port ${port} (${name}) is still taken after stopping pid ${owner.pid}: set ${variable}`);
}

function signal(target, name) {
  try {
    process.kill(target, name);
  } catch {
    // already gone
  }
}
