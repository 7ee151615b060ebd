// The data folder (`.data/`: embedded PostgreSQL and Redis, with everyone's code and the hidden
// tests in Redis's AOF; secrets.env; pid files) is private to the user running `npm start`:
// the folder and every folder in it 0700, every file 0600.
import { chmodSync, chownSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** umask for the processes that write into the data folder (redis-server): files 0600, folders 0700. */
export const PRIVATE_UMASK = 0o077;

/**
 * Creates the data folder when missing and makes it private: the folder 0700 (as root with an
 * embedded PostgreSQL: `root:<postgres gid>` 0710, because PostgreSQL refuses to run as root and
 * its own user must pass through the folder to reach its data; the group may enter, never list
 * or read), every folder below 0700 and every regular file 0600, whatever an earlier version or
 * a server's umask left. Symbolic links, sockets and FIFOs are left alone (chmod would follow a link).
 * @param {string} dir the data folder
 * @param {{ traverseGid?: number }} [options] traverseGid: a group that may pass through `dir` itself
 */
export function secureDataDir(dir, { traverseGid } = {}) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (traverseGid === undefined) {
    chmodSync(dir, 0o700);
  } else {
    chownSync(dir, process.getuid(), traverseGid);
    chmodSync(dir, 0o710);
  }
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      try {
        const stat = lstatSync(path);
        if (stat.isDirectory()) {
          if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
          walk(path);
        } else if (stat.isFile() && (stat.mode & 0o777) !== 0o600) {
          chmodSync(path, 0o600);
        }
      } catch (error) {
        // A running server's temporary file may be gone by now.
        if (error.code !== 'ENOENT') throw error;
      }
    }
  };
  walk(dir);
}

/**
 * Runs `spawn` with {@link PRIVATE_UMASK}, which the child inherits: what it creates later (Redis's
 * AOF files and rewrites) is private from the start. The umask of this process is restored at once.
 * @template T
 * @param {() => T} spawn starts the child synchronously
 * @returns {T}
 */
export function withPrivateUmask(spawn) {
  const previous = process.umask(PRIVATE_UMASK);
  try {
    return spawn();
  } finally {
    process.umask(previous);
  }
}
