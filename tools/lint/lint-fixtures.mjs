#!/usr/bin/env node
// Lints source texts as if they were files at the given paths, with the workspace's real ESLint
// configuration, and prints the messages as JSON. Reads [{filePath, code}] from stdin.
// Runs outside jest because ESLint loads its flat config with a native dynamic import.
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
// The boundary rule only reads a cached project graph (and is skipped without one): build it first.
process.chdir(root);
await createProjectGraphAsync({ exitOnError: true });
let input = '';
for await (const chunk of process.stdin) input += chunk;
const fixtures = JSON.parse(input);
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { filePath, code } of fixtures) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  results.push({ filePath, messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })) });
}
process.stdout.write(JSON.stringify(results));
