/**
 * Loads the problem library and its public sheets into the database (`npm run content:load`, with
 * DATABASE_URL set; CONTENT_DIR optional). Validates the folders first and refuses to load a
 * malformed library; upserts problems by slug and sheets by (owner, name), so it is safe to run
 * twice. Sheets wait for their owner account (the demo admin of `npm start`). Exit 0 on success.
 */
import { createDataSource } from '@algosheets/database';
import { readContentEnv } from './config/content-env';
import { readAllProblems, validateProblem } from './content-files';
import { loadProblems } from './content-loader';
import { readSheets, validateSheets } from './content-sheets';
import { loadSheets } from './content-sheets-loader';

async function main(): Promise<number> {
  const env = readContentEnv();
  const problems = readAllProblems(env.contentRoot);
  const sheets = readSheets(env.contentRoot);
  const errors = [...problems.flatMap(validateProblem), ...validateSheets(sheets, problems)];
  if (errors.length > 0) {
    console.error(`content is malformed, nothing loaded:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    return 1;
  }
  const dataSource = createDataSource({ url: env.databaseUrl, poolSize: 2, applicationName: 'content-loader' });
  await dataSource.initialize();
  try {
    const summary = await loadProblems(dataSource, problems);
    console.log(
      `content loaded: ${problems.length} problems (${summary.created.length} created, ${summary.updated.length} updated, ` +
        `${summary.unchanged.length} unchanged, ${summary.skippedDeleted.length} left deleted), ${summary.testCasesWritten} test cases written`,
    );
    const sheetSummary = await loadSheets(dataSource, sheets);
    console.log(
      sheetSummary.skippedReason
        ? `sheets not loaded: ${sheetSummary.skippedReason}`
        : `sheets loaded: ${sheetSummary.created.length} created, ${sheetSummary.existing.length} already there, ${sheetSummary.entriesAdded} problems added`,
    );
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
