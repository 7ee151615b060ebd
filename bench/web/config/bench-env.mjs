// The environment of the web benchmark: the one place it reads process.env.

/** Debian's Chromium, or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The environment of the `npm start` the benchmark runs: this process's (PATH, HOME, …) with
 * `overrides` on top.
 * @param {Record<string, string>} overrides
 */
export function stackEnv(overrides) {
  return { ...process.env, ...overrides };
}
