import { JUDGE0_STATUS_DESCRIPTIONS } from '@algosheets/contracts';
import type { FastifyInstance } from 'fastify';
import type { SandboxConfig } from '../config/sandbox-config';
import type { LanguageRegistry } from '../languages/language-registry';
import type { AccountingMode } from '../runner/bwrap-runner';
import { SUBMISSION_LIMITS } from './submission-limits';

/**
 * The Judge0 CE release whose API the sandbox speaks, as `/about` reports it: clients such as the
 * official Python SDK pick their language table by this exact version.
 */
export const JUDGE0_VERSION = '1.13.1';

/** Response header naming our own build on every answer, since `/about` names Judge0's release. */
export const VERSION_HEADER = 'X-AlgoSheets-Version';

/**
 * Our build's version, sent in {@link VERSION_HEADER}: the sandbox package's `version` (a test keeps
 * them equal). A constant, because the container image carries the compiled code without package.json.
 */
export const ALGOSHEETS_VERSION = '0.1.0';

/** What the info routes read: the configuration, the languages, and facts of the running sandbox for `/config_info`. */
interface InfoDeps {
  config: SandboxConfig;
  languages: LanguageRegistry;
  accounting: AccountingMode;
  /** Worker slots, shown as `worker_slots`. */
  slots: number;
}

/**
 * `GET /languages`, `/languages/{id}`, `/statuses`, `/about`, `/config_info` with Judge0's shapes
 * (Judge0 CE 1.13.1's info and configuration routes). `/config_info` adds `memory_enforcement`
 * (`cgroup-v1`, `cgroup-v2` or `proc-sampling`) and `worker_slots`, which Judge0 does not have. Every response
 * but a 401 carries `X-AlgoSheets-Version` (the sandbox package's version).
 */
export function registerInfoRoutes(app: FastifyInstance, deps: InfoDeps): void {
  // Not on a 401: a caller without the token learns nothing about the build it reached.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode !== 401) reply.header(VERSION_HEADER, ALGOSHEETS_VERSION);
  });
  registerCatalogueRoutes(app, deps.languages);
  app.get('/config_info', async () => configInfo(deps));
}

/** `/languages`, `/languages/{id}` (404 `{"error": "language not found"}` for an unknown or non-numeric id), `/statuses`, `/about`. */
function registerCatalogueRoutes(app: FastifyInstance, languages: LanguageRegistry): void {
  app.get('/languages', async () => languages.list());

  app.get<{ Params: { id: string } }>('/languages/:id', async (request, reply) => {
    const detail = /^\d+$/.test(request.params.id) ? languages.detail(Number(request.params.id)) : undefined;
    return detail ?? reply.code(404).send({ error: 'language not found' });
  });

  app.get('/statuses', async () => Object.entries(JUDGE0_STATUS_DESCRIPTIONS).map(([id, description]) => ({ id: Number(id), description })));

  app.get('/about', async () => ({
    version: JUDGE0_VERSION,
    homepage: 'https://github.com/algosheets/algosheets',
    source_code: 'https://github.com/algosheets/algosheets/tree/main/apps/sandbox',
    maintainer: 'AlgoSheets',
  }));
}

/**
 * The `/config_info` body: Judge0's keys in Judge0's order, limits in Judge0's units (s, KB) from
 * {@link SUBMISSION_LIMITS}, the options this sandbox refuses shown as disabled.
 */
function configInfo(deps: InfoDeps): Record<string, unknown> {
  const { config } = deps;
  const L = SUBMISSION_LIMITS;
  return {
    maintenance_mode: false,
    enable_wait_result: config.enableWaitResult,
    enable_compiler_options: true,
    allowed_languages_for_compile_options: [],
    enable_command_line_arguments: true,
    enable_submission_delete: false,
    enable_callbacks: true,
    callbacks_max_tries: config.callbacksMaxTries,
    callbacks_timeout: config.callbacksTimeoutSeconds,
    enable_additional_files: false,
    max_queue_size: config.maxQueueSize,
    cpu_time_limit: L.cpuTimeLimit.default,
    max_cpu_time_limit: L.cpuTimeLimit.max,
    cpu_extra_time: L.cpuExtraTime.default,
    max_cpu_extra_time: L.cpuExtraTime.max,
    wall_time_limit: L.wallTimeLimit.default,
    max_wall_time_limit: L.wallTimeLimit.max,
    memory_limit: L.memoryLimit.default,
    max_memory_limit: L.memoryLimit.max,
    stack_limit: L.stackLimit.default,
    max_stack_limit: L.stackLimit.max,
    max_processes_and_or_threads: L.maxProcessesAndOrThreads.default,
    max_max_processes_and_or_threads: L.maxProcessesAndOrThreads.max,
    enable_per_process_and_thread_time_limit: false,
    allow_enable_per_process_and_thread_time_limit: false,
    enable_per_process_and_thread_memory_limit: false,
    allow_enable_per_process_and_thread_memory_limit: false,
    max_file_size: L.maxFileSize.default,
    max_max_file_size: L.maxFileSize.max,
    number_of_runs: L.numberOfRuns.default,
    max_number_of_runs: L.numberOfRuns.max,
    redirect_stderr_to_stdout: false,
    max_extract_size: 0,
    enable_batched_submissions: true,
    max_submission_batch_size: config.maxBatchSize,
    submission_cache_duration: 0,
    use_docs_as_homepage: false,
    allow_enable_network: false,
    enable_network: false,
    memory_enforcement: deps.accounting,
    worker_slots: deps.slots,
  };
}
