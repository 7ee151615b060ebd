#!/usr/bin/env node
// Runs one project's jest suite and keeps its JSON report in .reports/jest/ so that
// `npm test` can print one summary line over every project.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const projectDir = process.argv[2];
if (!projectDir) {
  console.error('usage: jest-project.mjs <project dir> [jest args...]');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '../..');
const reports = join(root, '.reports', 'jest');
mkdirSync(reports, { recursive: true });
const name = projectDir.replace(/\/$/, '').split('/').map((s) => basename(s)).join('-');
const jestBin = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const result = spawnSync(
  process.execPath,
  [jestBin, '--config', join(root, projectDir, 'jest.config.js'), '--json', '--outputFile', join(reports, `${name}.json`), '--passWithNoTests=false', ...process.argv.slice(3)],
  { stdio: 'inherit', cwd: root },
);
process.exit(result.status ?? 1);
