import { JUDGE0_LANGUAGE } from '@algosheets/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { SandboxConfig } from './config/sandbox-config';
import { registerAuthHook } from './api/auth-hook';
import { registerHealthRoutes, SandboxLifecycle } from './api/health.controller';
import { registerInfoRoutes } from './api/info.controller';
import { registerMetricsRoutes } from './api/metrics.controller';
import { MeteredSubmissionExecutor, SandboxMetrics } from './api/sandbox-metrics';
import { registerSubmissionRoutes } from './api/submissions.controller';
import { registerTracingHooks, sandboxRequestId } from './api/tracing-hooks';
import { CppHarnessRuntime } from './languages/cpp-harness-runtime';
import { CppPrecompiledHeader } from './languages/cpp-precompiled-header';
import { JavaCompileServerBuild } from './languages/java-compile-server-build';
import { CPP_OPTIONS, languageDefinitions } from './languages/language-definitions';
import { LanguageRegistry } from './languages/language-registry';
import { BwrapRunner } from './runner/bwrap-runner';
import { JavaCompileServices } from './runner/java-compile-service';
import { protectSupervisor } from './runner/oom-score';
import { SlotPool } from './runner/slot-pool';
import { COMPILE_LIMITS } from './runner/submission-executor';
import { SubmissionStore } from './runner/submission-store';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Begins a drain (SIGTERM): `/health/ready` answers 503 and new submissions are refused with
     * 503, while results stay readable. Resolves `SANDBOX_DRAIN_RESULT_GRACE_SECONDS` after every
     * run in progress has finished (true), or after `SANDBOX_DRAIN_TIMEOUT_SECONDS` (false);
     * `close()` then ends whatever is left.
     */
    drain(): Promise<boolean>;
  }
}

/** Requests one kept-alive connection may carry before the sandbox closes it. */
export const MAX_REQUESTS_PER_SOCKET = 100;

/**
 * Builds the sandbox service: prepares the runner (work dir, cgroups), probes the languages in the
 * real sandbox, and registers the Judge0 routes. Fastify rather than NestJS: the service is ten
 * routes with no database or DI needs, and Fastify measured 6.5× Express on this project's 2-core
 * machine.
 * @throws Error when the sandbox cannot be prepared (see BwrapRunner.create)
 */
export async function createSandboxApp(config: SandboxConfig): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: config.bodyLimitBytes,
    // A worker keeps its connections alive and a Service balances per connection: a bounded number
    // of requests per socket (the last answered with `Connection: close`) lets new replicas take a
    // share of an established worker's runs.
    maxRequestsPerSocket: MAX_REQUESTS_PER_SOCKET,
    // A submission request's log lines carry its trace id, as the gateway's and the worker's do.
    genReqId: sandboxRequestId,
    logger: {
      level: config.logLevel,
      ...(config.logPretty ? { transport: { target: 'pino-pretty' } } : {}),
    },
  });
  const runner = await BwrapRunner.create({ workDir: config.workDir, tmpSizeKb: config.tmpSizeKb, boxSizeKb: config.boxSizeKb, cgroupMode: config.cgroupMode, pinnedSlots: config.cpuPinning ? config.slots : undefined });
  if (config.requireCgroup && runner.accounting === 'proc-sampling') {
    await runner.close();
    throw new Error(
      `SANDBOX_REQUIRE_CGROUP=true but run memory would only be sampled from /proc (SANDBOX_CGROUP=${config.cgroupMode}, no writable cgroup found): give the pod a writable cgroup (docs/operations.md "Memory enforcement on cgroup v2 nodes")`,
    );
  }
  const supervisorOomScoreAdj = protectSupervisor();
  const slots = new SlotPool(config.slots, config.uidBase);
  // Built in the background: C++ compiles before it is ready read every header, as without one.
  const cppHeader = config.cppPchDir === null ? null : new CppPrecompiledHeader(config.cppPchDir, config.runtimes.gxx, CPP_OPTIONS);
  const startedMs = Date.now();
  const cppHeaderPrepared = cppHeader
    ?.prepare((reason) => app.log.warn({ reason }, 'C++ compiles go without a precompiled header'))
    .then((state) => {
      if (state === 'ready') app.log.info({ dir: cppHeader.includeDir(), ms: Date.now() - startedMs }, 'C++ precompiled header ready');
    });
  // Beside it, in the same root: harness programs compile the whole runtime until it is ready.
  const cppRuntime = config.cppPchDir === null ? null : new CppHarnessRuntime(config.cppPchDir, config.runtimes.gxx, CPP_OPTIONS);
  const cppRuntimePrepared = cppRuntime
    ?.prepare((reason) => app.log.warn({ reason }, 'C++ harness programs compile without the prebuilt harness runtime'))
    .then((state) => {
      if (state === 'ready') app.log.info({ dir: cppRuntime.objectDir(), ms: Date.now() - startedMs }, 'C++ harness runtime prebuilt');
    });
  // Built in the background too, and only where a group of its own can measure the service's CPU.
  const javaServer = config.javaCompileService && runner.cgroups !== null ? new JavaCompileServerBuild(join(runner.instanceDir, 'java-compile-server'), config.runtimes.javaHome) : null;
  const javaServerPrepared = javaServer
    ?.prepare((reason) => app.log.warn({ reason }, 'Java compiles go without the warm compiler'))
    .then((state) => {
      if (state === 'ready') app.log.info({ ms: Date.now() - startedMs }, 'warm Java compiler built');
    });
  const definitions = languageDefinitions(config.runtimes, cppHeader, cppRuntime);
  const javaCompile = definitions.find((definition) => definition.id === JUDGE0_LANGUAGE.JAVA)?.compile;
  const javaCompiles =
    javaServer && javaCompile
      ? new JavaCompileServices(runner, javaServer, { binds: javaCompile.binds, javaBin: join(config.runtimes.javaHome, 'bin'), artefact: javaCompile.artefact }, COMPILE_LIMITS, (reason) =>
          app.log.info({ reason }, 'warm Java compiler restarted'),
        )
      : null;
  const languages = await LanguageRegistry.probe(definitions, runner, slots, (id, reason) =>
    app.log.warn({ languageId: id, reason }, 'language not runnable on this host; left out of /languages'),
  );
  app.log.info({ languages: languages.list(), slots: slots.size, memoryEnforcement: runner.accounting, supervisorOomScoreAdj }, 'sandbox ready');
  const store = new SubmissionStore(config.resultTtlSeconds * 1000);
  const metrics = new SandboxMetrics({ slots, store, maxQueueSize: config.maxQueueSize, memoryEnforcement: runner.accounting, supervisorOomScoreAdj });
  const executor = new MeteredSubmissionExecutor(metrics, runner, slots, languages, config.compileCacheTtlSeconds * 1000, javaCompiles);
  const lifecycle = new SandboxLifecycle();
  const drainTimeoutMs = config.drainTimeoutSeconds * 1000;
  const settledWithin = async (ms: number): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    const settled = await Promise.race([store.settled().then(() => true as const), timedOut]);
    clearTimeout(timer);
    return settled;
  };
  app.decorate('drain', async () => {
    lifecycle.beginDrain();
    const settled = await settledWithin(drainTimeoutMs);
    // Pollers fetch a result some time after it is final: let them read the last ones.
    await new Promise((r) => setTimeout(r, config.drainResultGraceSeconds * 1000));
    return settled;
  });

  registerTracingHooks(app);
  registerAuthHook(app, config);
  // Fastify's close waits for in-flight requests, not for runs started by earlier requests: wait
  // for those too (at most the drain timeout), so the parent cgroups are empty when they are
  // removed. Stopping the launchers kills any run still going; its record then settles at once.
  app.addHook('onClose', async () => {
    lifecycle.beginDrain();
    await settledWithin(drainTimeoutMs);
    // Before the runner: the services' groups must be gone when the parent group is removed.
    await javaCompiles?.close();
    javaServer?.close();
    await javaServerPrepared;
    await runner.close();
    await store.settled();
    cppHeader?.close();
    await cppHeaderPrepared;
    cppRuntime?.close();
    await cppRuntimePrepared;
  });
  // Refusals are counted where every one of them passes (the auth hook's 401 included).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && request.url.startsWith('/submissions')) metrics.observeRefusal(reply.statusCode, lifecycle.draining);
  });
  registerHealthRoutes(app, lifecycle);
  registerSubmissionRoutes(app, { config, store, executor, languages, lifecycle });
  registerInfoRoutes(app, { config, languages, accounting: runner.accounting, slots: slots.size });
  registerMetricsRoutes(app, metrics);
  return app;
}
