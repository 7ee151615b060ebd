import { defaultContentRoot } from '../content-files';

/** Settings of the content loader, read once from the environment. */
export interface ContentEnv {
  /** postgres:// URL of the database to load into (DATABASE_URL). */
  databaseUrl: string;
  /** Folder holding problems/ and sheets.json (CONTENT_DIR, default <repo>/content). */
  contentRoot: string;
}

/**
 * Reads DATABASE_URL (required) and CONTENT_DIR (optional).
 * @throws Error when DATABASE_URL is unset or not a postgres URL.
 */
export function readContentEnv(env: NodeJS.ProcessEnv = process.env): ContentEnv {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be set to a postgres:// URL (see .env.example)');
  }
  return { databaseUrl, contentRoot: env.CONTENT_DIR || defaultContentRoot() };
}
