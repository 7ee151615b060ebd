/**
 * Judge0 defaults and maxima for request fields (`app/helpers/config.rb`, `judge0.conf`; the
 * code, not the docs page, whose configuration_info defaults are stale). Times in s, sizes in KB.
 */
export const SUBMISSION_LIMITS = {
  cpuTimeLimit: { default: 5, min: 0, max: 15 },
  cpuExtraTime: { default: 1, min: 0, max: 5 },
  wallTimeLimit: { default: 10, min: 1, max: 20 },
  memoryLimit: { default: 128_000, min: 2048, max: 512_000 },
  stackLimit: { default: 64_000, min: 0, max: 128_000 },
  maxProcessesAndOrThreads: { default: 60, min: 1, max: 120 },
  maxFileSize: { default: 1024, min: 0, max: 4096 },
  numberOfRuns: { default: 1, min: 1, max: 20 },
  maxTextOptionLength: 512,
} as const;
