/**
 * The database URL of the gateway's command-line tools (`user:create-admin`, the demo seed).
 * @throws Error when `DATABASE_URL` is unset or not a postgres URL
 */
export function readCliDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be set to a postgres:// URL (see .env.example)');
  return url;
}
