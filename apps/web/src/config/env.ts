/**
 * The web app's configuration: the only module that reads `import.meta.env` (the one place per
 * app that reads the environment). Parsed once at start-up; an invalid value stops the app with a
 * list of what is wrong instead of failing later at the first request.
 */
export interface WebEnv {
  /** Mode Vite was started in (`development`, `production`, or `test` under jest). */
  mode: string;
  /** Path or absolute URL of the gateway API, without a trailing slash. Default `/api/v1` (served through the dev proxy). */
  apiBaseUrl: string;
}

type RawEnv = Record<string, string | boolean | undefined>;

/** Validates the raw Vite variables; throws one error naming every invalid variable. */
export function parseEnv(raw: RawEnv): WebEnv {
  const problems: string[] = [];

  const apiBaseUrl = readString(raw, 'VITE_API_BASE_URL') ?? '/api/v1';
  if (!/^(\/|https?:\/\/)/.test(apiBaseUrl)) {
    problems.push(`VITE_API_BASE_URL must be a path starting with / or an http(s) URL, got "${apiBaseUrl}"`);
  }

  if (problems.length > 0) {
    throw new Error(`Invalid web configuration:\n- ${problems.join('\n- ')}`);
  }
  return {
    mode: readString(raw, 'MODE') ?? 'production',
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
  };
}

function readString(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export const env: WebEnv = parseEnv(import.meta.env);
