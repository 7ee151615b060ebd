#!/usr/bin/env node
// Runs one project's jest suite and keeps its JSON report in .reports/jest/<project dir>/ so that
// `npm test` can print one summary line over every project (Nx restores that folder, the test
// target's output, when it replays a cached run).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const projectDir = process.argv[2];
if (!projectDir) {
  console.error('usage: jest-project.mjs <project dir> [jest args...]');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '../..');
const reports = join(root, '.reports', 'jest', projectDir.replace(/\/$/, ''));
mkdirSync(reports, { recursive: true });
const jestBin = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const result = spawnSync(
  process.execPath,
  [jestBin, '--config', join(root, projectDir, 'jest.config.js'), '--json', '--outputFile', join(reports, 'report.json'), '--passWithNoTests=false', ...process.argv.slice(3)],
  { stdio: 'inherit', cwd: root },
);
process.exit(result.status ?? 1);
