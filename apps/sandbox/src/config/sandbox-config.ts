import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadTracingConfig, type TracingConfig, TracingConfigError } from '@algosheets/server-common/tracing';

/**
 * Everything the sandbox reads from its environment, validated once at start-up
 * (no `process.env` outside `config/`). Units are in the names.
 */
export interface SandboxConfig {
  /** TCP port (Judge0's is 2358). */
  port: number;
  host: string;
  logLevel: string;
  logPretty: boolean;
  /** Parallel worker slots; never more sandboxed processes than this at once. */
  slots: number;
  /** Slot i runs as host uid/gid `uidBase + i`; no /etc/passwd entry is needed. */
  uidBase: number;
  /** Host directory holding the per-run box directories. */
  workDir: string;
  /**
   * Host directory of the prebuilt C++ artefacts (`SANDBOX_CPP_PCH_DIR`, default
   * `<workDir>/cpp-pch`): the precompiled `<bits/stdc++.h>` and the harness runtime's object, each
   * built there at start-up unless already built; `off`: C++ compiles without either.
   */
  cppPchDir: string | null;
  /**
   * `SANDBOX_JAVA_COMPILE_SERVICE` (`on` by default, `off`): Java compiles go to a warm javac, one
   * long-lived JVM per slot (about 90 MB each while it lives), instead of a new `javac` per
   * compile. Only with cgroup accounting; `off` or without a cgroup, every compile runs `javac`.
   */
  javaCompileService: boolean;
  /** How run memory is enforced (`SANDBOX_CGROUP`), see {@link CgroupMode}. */
  cgroupMode: CgroupMode;
  /** `SANDBOX_REQUIRE_CGROUP`: refuse to start when memory would only be sampled from /proc (production). */
  requireCgroup: boolean;
  /**
   * `SANDBOX_CPU_PINNING`: each slot's runs pinned to a CPU of their own (`slotCpus`), so one
   * slot's threads never take another slot's run's CPU. Off by default: on a host shared with other
   * work (tests, `npm start` beside a browser) every sandbox's slot 0 would share the first CPU.
   */
  cpuPinning: boolean;
  /** Size of the sandbox's private /tmp, in KB. */
  tmpSizeKb: number;
  /** Size of a run's /box (a tmpfs: all a program writes outside /tmp), in KB. */
  boxSizeKb: number;
  /**
   * Accepted `X-Auth-Token` values (Judge0 `AUTHN_TOKEN`, several separated by spaces). Never empty
   * unless `SANDBOX_AUTH_DISABLED=true` says so explicitly.
   */
  authTokens: string[];
  /** Header carrying the token (Judge0 `AUTHN_HEADER`). */
  authHeader: string;
  maxQueueSize: number;
  maxBatchSize: number;
  enableWaitResult: boolean;
  /** How long a finished result can be fetched by token, in s. */
  resultTtlSeconds: number;
  /** How long a compiled artefact is reused after its compile finished, in s. */
  compileCacheTtlSeconds: number;
  callbacksMaxTries: number;
  callbacksTimeoutSeconds: number;
  /** Hosts a `callback_url` may name even when they resolve to a private address (`CALLBACK_ALLOWED_HOSTS`, comma-separated; empty by default). */
  callbackAllowedHosts: string[];
  /** After SIGTERM, how long runs in progress may take before they are killed, in s. */
  drainTimeoutSeconds: number;
  /** After the drain's runs finished, how long their results stay readable before exit, in s. */
  drainResultGraceSeconds: number;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  runtimes: RuntimePaths;
  /** Traces (`OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_SERVICE_NAME`, default `sandbox`): off unless an endpoint is set. */
  tracing: TracingConfig;
}

/** Accepted values of `SANDBOX_CGROUP`. */
export const CGROUP_MODES = ['auto', 'v1', 'v2', 'none'] as const;

/**
 * `v1` and `v2` demand that cgroup version (start-up fails without it), `none` samples /proc;
 * `auto` picks v1 when its memory, pids and cpuacct hierarchies are writable, else v2 when the
 * unified hierarchy offers writable memory and pids controllers and passes a self-test, else
 * sampling.
 */
export type CgroupMode = (typeof CGROUP_MODES)[number];

/** Absolute paths of the host runtimes (never PATH shims such as pyenv's python3). */
export interface RuntimePaths {
  javaHome: string;
  /** Extra host directory the JDK needs (Debian symlinks `conf/` into it), bound read-only. */
  javaConfDir: string;
  node: string;
  python: string;
  /** Directory holding the native `tsc` of TypeScript 7 and its `lib.*.d.ts`. */
  tscDir: string;
  /** Directory of `@types/node`, shipped so solutions can use `require` and `process.stdin`. */
  typesNodeDir: string;
  /** The C++ compiler driver (Debian's g++); its cc1plus, as, ld and libraries live under /usr. */
  gxx: string;
}

/** Thrown when a variable is malformed; main prints it and exits non-zero. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** {@link loadTracingConfig} with its error as a ConfigError (same message, naming the variable). */
function tracing(env: Env): TracingConfig {
  try {
    return loadTracingConfig(env, 'sandbox');
  } catch (error) {
    if (error instanceof TracingConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Fewest characters an accepted `AUTHN_TOKEN` value may have (`openssl rand -hex 16` gives 32). */
export const MIN_AUTH_TOKEN_LENGTH = 32;

/**
 * Token values written in the repository's examples (the Kubernetes Secret example's placeholder)
 * and common stand-ins: anyone who read the examples knows them, so they are refused whatever
 * their length.
 */
const WELL_KNOWN_TOKENS = ['REPLACE_WITH_RANDOM_HEX', 'REPLACE_ME', 'change-me', 'changeme', 'secret', 'password', 'token'];

/**
 * Refuses a token anyone could guess: one of {@link WELL_KNOWN_TOKENS} (compared without case) or
 * shorter than {@link MIN_AUTH_TOKEN_LENGTH}. The message never repeats the token itself.
 * @throws ConfigError naming AUTHN_TOKEN, the rule broken and how to make a good one
 */
function checkTokenStrength(tokens: string[]): void {
  tokens.forEach((token, index) => {
    const which = tokens.length > 1 ? `AUTHN_TOKEN's value ${index + 1}` : 'AUTHN_TOKEN';
    const hint = 'use a random secret, e.g. openssl rand -hex 32';
    if (WELL_KNOWN_TOKENS.some((known) => known.toLowerCase() === token.toLowerCase())) {
      throw new ConfigError(`${which} is a placeholder value from the repository's examples, which anyone can read: ${hint}`);
    }
    if (token.length < MIN_AUTH_TOKEN_LENGTH) {
      throw new ConfigError(`${which} has ${token.length} characters, fewer than the ${MIN_AUTH_TOKEN_LENGTH} required: ${hint}`);
    }
  });
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`${name} must be "true" or "false", got "${raw}"`);
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name] || (fallback ? 'on' : 'off');
  if (raw !== 'on' && raw !== 'off') throw new ConfigError(`${name} must be "on" or "off", got "${raw}"`);
  return raw === 'on';
}

function path(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!raw.startsWith('/')) throw new ConfigError(`${name} must be an absolute path, got "${raw}"`);
  return raw;
}

/** Directory of an installed package, found the way Node resolves it from this workspace. */
function packageDir(name: string): string {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    return '';
  }
}

/**
 * Reads and validates the sandbox configuration.
 * @param env the environment (defaults to the process environment)
 * @throws ConfigError naming the variable when a value is malformed or out of range, when no
 * `AUTHN_TOKEN` is given and `SANDBOX_AUTH_DISABLED` is not `true`, or when a token is a
 * placeholder from the repository's examples or shorter than 32 characters (in tests too: every
 * test generates a long random token)
 */
export function loadSandboxConfig(env: Env = process.env): SandboxConfig {
  const cgroupMode = (env.SANDBOX_CGROUP || 'auto') as CgroupMode;
  if (!CGROUP_MODES.includes(cgroupMode)) throw new ConfigError(`SANDBOX_CGROUP must be auto, v1, v2 or none, got "${cgroupMode}"`);
  const tscPackage = packageDir('@typescript/typescript-linux-x64');
  const authTokens = (env.AUTHN_TOKEN ?? '').split(/\s+/).filter((t) => t !== '');
  const authDisabled = bool(env, 'SANDBOX_AUTH_DISABLED', false);
  // Anyone who reaches an unauthenticated sandbox runs code on it: refuse to start open by accident.
  if (authTokens.length === 0 && !authDisabled) {
    throw new ConfigError('AUTHN_TOKEN is required (a random secret the workers send as X-Auth-Token); set SANDBOX_AUTH_DISABLED=true to run without authentication');
  }
  if (authTokens.length > 0 && authDisabled) throw new ConfigError('AUTHN_TOKEN and SANDBOX_AUTH_DISABLED=true contradict each other: set one');
  checkTokenStrength(authTokens);
  const workDir = path(env, 'SANDBOX_WORK_DIR', join(tmpdir(), 'algosheets-sandbox'));
  return {
    port: int(env, 'PORT', 2358, 0, 65535),
    host: env.HOST || '127.0.0.1',
    logLevel: env.LOG_LEVEL || 'info',
    logPretty: bool(env, 'LOG_PRETTY', false),
    slots: int(env, 'SANDBOX_SLOTS', availableParallelism(), 1, 256),
    uidBase: int(env, 'SANDBOX_UID_BASE', 61000, 1000, 4_000_000_000),
    workDir,
    cppPchDir: env.SANDBOX_CPP_PCH_DIR === 'off' ? null : path(env, 'SANDBOX_CPP_PCH_DIR', join(workDir, 'cpp-pch')),
    javaCompileService: onOff(env, 'SANDBOX_JAVA_COMPILE_SERVICE', true),
    cgroupMode,
    requireCgroup: bool(env, 'SANDBOX_REQUIRE_CGROUP', false),
    cpuPinning: bool(env, 'SANDBOX_CPU_PINNING', false),
    tmpSizeKb: int(env, 'SANDBOX_TMP_SIZE_KB', 65536, 1024, 4_194_304),
    boxSizeKb: int(env, 'SANDBOX_BOX_SIZE_KB', 65536, 1024, 4_194_304),
    authTokens,
    authHeader: env.AUTHN_HEADER || 'X-Auth-Token',
    maxQueueSize: int(env, 'MAX_QUEUE_SIZE', 100, 1, 1_000_000),
    maxBatchSize: int(env, 'MAX_SUBMISSION_BATCH_SIZE', 20, 1, 1000),
    enableWaitResult: bool(env, 'ENABLE_WAIT_RESULT', true),
    resultTtlSeconds: int(env, 'RESULT_TTL_SECONDS', 3600, 1, 604_800),
    compileCacheTtlSeconds: int(env, 'COMPILE_CACHE_TTL_SECONDS', 60, 0, 86_400),
    callbacksMaxTries: int(env, 'CALLBACKS_MAX_TRIES', 3, 1, 100),
    callbacksTimeoutSeconds: int(env, 'CALLBACKS_TIMEOUT', 5, 1, 600),
    callbackAllowedHosts: (env.CALLBACK_ALLOWED_HOSTS ?? '').split(/[\s,]+/).filter((h) => h !== ''),
    drainTimeoutSeconds: int(env, 'SANDBOX_DRAIN_TIMEOUT_SECONDS', 25, 0, 3600),
    drainResultGraceSeconds: int(env, 'SANDBOX_DRAIN_RESULT_GRACE_SECONDS', 2, 0, 600),
    bodyLimitBytes: int(env, 'MAX_REQUEST_BYTES', 16 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    runtimes: {
      javaHome: path(env, 'SANDBOX_JAVA_HOME', '/usr/lib/jvm/java-17-openjdk-amd64'),
      javaConfDir: path(env, 'SANDBOX_JAVA_CONF_DIR', '/etc/java-17-openjdk'),
      node: path(env, 'SANDBOX_NODE', '/usr/bin/node'),
      python: path(env, 'SANDBOX_PYTHON', '/usr/bin/python3'),
      tscDir: path(env, 'SANDBOX_TSC_DIR', tscPackage && join(tscPackage, 'lib')),
      typesNodeDir: path(env, 'SANDBOX_TYPES_NODE_DIR', packageDir('@types/node')),
      gxx: path(env, 'SANDBOX_GXX', '/usr/bin/g++'),
    },
    tracing: tracing(env),
  };
}
