import { readCliDatabaseUrl } from '@algosheets/database';
import { defaultContentRoot } from '../content-files';

/** Settings of the content loader, read once from the environment. */
export interface ContentEnv {
  /** postgres:// URL of the database to load into (DATABASE_URL). */
  databaseUrl: string;
  /** Folder holding problems/ and sheets.json (CONTENT_DIR, default <repo>/content). */
  contentRoot: string;
}

/**
 * Reads the database (DATABASE_URL, else the embedded one of `npm start`) and CONTENT_DIR (optional).
 * @throws Error when no postgres URL is found (see readCliDatabaseUrl).
 */
export function readContentEnv(env: NodeJS.ProcessEnv = process.env): ContentEnv {
  return { databaseUrl: readCliDatabaseUrl(env), contentRoot: env.CONTENT_DIR || defaultContentRoot() };
}
