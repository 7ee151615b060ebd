import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** A source text linted as if it were the file at `filePath` (relative to the repository root); nothing is written. */
export interface LintFixture {
  filePath: string;
  code: string;
}

/** ESLint's messages for one fixture: `ruleId` is null for a parse error. */
export interface LintFixtureResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

/**
 * Lints the fixtures with the workspace's real ESLint configuration (eslint.config.mjs) in a child
 * Node process (lint-fixtures.mjs), since ESLint loads its flat config with a native dynamic import
 * that jest cannot run. Synchronous; throws if that process fails. Takes seconds (it builds the Nx
 * project graph first), so call it once in a `beforeAll` with a long timeout.
 */
export function lintFixtures(fixtures: LintFixture[]): LintFixtureResult[] {
  const output = execFileSync(process.execPath, [join(__dirname, 'lint-fixtures.mjs')], {
    input: JSON.stringify(fixtures),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output) as LintFixtureResult[];
}

/** The messages of the named rules for the fixture at `filePath`; throws when that fixture was not linted. */
export function ruleMessages(results: LintFixtureResult[], filePath: string, ruleIds: string[]): string[] {
  const result = results.find((entry) => entry.filePath === filePath);
  if (!result) throw new Error(`no lint result for ${filePath}`);
  return result.messages.filter((message) => message.ruleId !== null && ruleIds.includes(message.ruleId)).map((message) => message.message);
}
