import { spawn } from 'node:child_process';

/** A server process a test run started; `stop` ends its whole process group. */
export interface ServiceProcess {
  name: string;
  /** What it printed, for the failure message of a test. */
  output(): string;
  /** SIGTERM to the process group, then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL to the process group: a crash, with no clean-up by the process (worker-kill tests). */
  kill(): Promise<void>;
}

/** What {@link startServiceProcess} launches and how it knows the service is ready. */
export interface ServiceProcessOptions {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** Polled until it answers 2xx. */
  readyUrl: string;
  /** How long the service may take to become ready, in ms (default 120 000). */
  readyTimeoutMs?: number;
}

const OUTPUT_LIMIT = 64 * 1024;

/**
 * Starts a service (gateway, vite, ...) in a process group of its own and waits until `readyUrl`
 * answers 2xx.
 * @throws Error with the process's output when it exits or does not become ready in time
 */
export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const signal = async (name: NodeJS.Signals) => {
    if (exited || child.pid === undefined) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, name);
    const timer = setTimeout(() => child.pid !== undefined && !exited && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  const service: ServiceProcess = { name: options.name, output: () => output, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (exited) throw new Error(`${options.name} exited before it was ready:\n${output}`);
    try {
      const response = await fetch(options.readyUrl, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return service;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await service.stop();
      throw new Error(`${options.name} was not ready at ${options.readyUrl} in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
