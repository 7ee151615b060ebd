import { env, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults the API to the proxied /api/v1 path', () => {
    expect(parseEnv({ MODE: 'development' })).toEqual({ mode: 'development', apiBaseUrl: '/api/v1' });
  });

  it('accepts an absolute gateway URL and drops a trailing slash', () => {
    expect(parseEnv({ VITE_API_BASE_URL: 'https://api.example.test/api/v1/' }).apiBaseUrl).toBe('https://api.example.test/api/v1');
  });

  it('names the variable when the API base is neither a path nor an http URL', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'api/v1' })).toThrow(/VITE_API_BASE_URL must be a path/);
  });

  it('is parsed from the environment the bundler provides', () => {
    expect(env.mode).toBe('test');
  });
});
