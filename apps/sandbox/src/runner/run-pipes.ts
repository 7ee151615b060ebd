import { closeSync, constants, openSync } from 'node:fs';
import { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type { SlotLauncher } from './slot-launcher';

/** Collects a stream up to `cap` bytes and calls `onOverflow` once when more arrives. */
export function capped(stream: Readable, cap: number, onOverflow: () => void): () => Buffer {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflowed = false;
  stream.on('data', (chunk: Buffer) => {
    if (overflowed) return;
    if (size + chunk.length > cap) {
      chunks.push(chunk.subarray(0, cap - size));
      size = cap;
      overflowed = true;
      onOverflow();
      return;
    }
    chunks.push(chunk);
    size += chunk.length;
  });
  return () => Buffer.concat(chunks);
}

/** Resolves when a stream has ended or closed (EOF of a pipe, or its destruction). */
export function ended(stream: Readable): Promise<void> {
  return new Promise((resolve) => {
    stream.once('end', resolve);
    stream.once('close', resolve);
  });
}

/** The service's ends of a run's named pipes, opened before the launcher opens its ends. */
export interface RunPipes {
  stdin: Socket;
  stdout: Socket;
  stderr: Socket;
  info: Socket;
  block: Socket;
  /** Closes the service's stand-in writers of stdout, stderr and info (idempotent). */
  dropStandIns(): void;
  /** Destroys every end (idempotent). */
  close(): void;
}

/**
 * Opens the service's ends of the launcher's pipes without blocking: stdin and block read-write
 * (so the run's read opens never wait, and stdin sees EOF once the service closes it), stdout,
 * stderr and info read-only plus a stand-in writer each, because a FIFO read with no writer
 * returns end-of-file at once: the stand-ins hold them open until bubblewrap has opened its ends.
 */
export function openRunPipes(launcher: SlotLauncher): RunPipes {
  const readOnly = constants.O_RDONLY | constants.O_NONBLOCK;
  const writeOnly = constants.O_WRONLY | constants.O_NONBLOCK;
  const reader = (name: 'stdout' | 'stderr' | 'info') => new Socket({ fd: openSync(launcher.pipe(name), readOnly), readable: true, writable: false });
  const writer = (name: 'stdin' | 'block') => new Socket({ fd: openSync(launcher.pipe(name), constants.O_RDWR), readable: false, writable: true });
  const stdout = reader('stdout');
  const stderr = reader('stderr');
  const info = reader('info');
  let standIns = [openSync(launcher.pipe('stdout'), writeOnly), openSync(launcher.pipe('stderr'), writeOnly), openSync(launcher.pipe('info'), writeOnly)];
  const stdin = writer('stdin');
  const block = writer('block');
  const sockets = [stdin, stdout, stderr, info, block];
  // A program that exits without reading its stdin, or a sandbox gone before it read 'go': expected.
  for (const socket of sockets) socket.on('error', () => undefined);
  const dropStandIns = () => {
    for (const fd of standIns) closeSync(fd);
    standIns = [];
  };
  return {
    stdin,
    stdout,
    stderr,
    info,
    block,
    dropStandIns,
    close: () => {
      dropStandIns();
      for (const socket of sockets) socket.destroy();
    },
  };
}
