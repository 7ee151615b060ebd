#!/usr/bin/env node
// Preflight of `npm start`, `npm test` and CI: checks the Node version and installs the Debian
// packages the command needs (root with apt-get), or stops with the one command to run; warns
// when the sandbox would find no Node for JavaScript.
//   node tools/preflight/preflight.mjs start|test           check, install as root, else stop
//   node tools/preflight/preflight.mjs start|test --check   check only: exit 1 when anything is missing
// Plain Node ESM without dependencies: it runs before `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MIN_NODE, decide, missingPackages, nodeIsSupported, sandboxNodeWarning } from './preflight-rules.mjs';

/**
 * Runs the preflight of `command`; prints what it installs and why.
 * @param {'start' | 'test'} command
 * @param {{ checkOnly?: boolean, log?: (line: string) => void }} [options]
 * @returns {boolean} true when everything is there (after installing), false when the caller must stop
 */
export function preflight(command, { checkOnly = false, log = (line) => process.stdout.write(`${line}\n`) } = {}) {
  if (!nodeIsSupported(process.version)) {
    log(`Node ${process.version} is too old: AlgoSheets needs Node ${MIN_NODE.join('.')} or newer (package.json engines)`);
    return false;
  }
  const host = { env: process.env, exists: existsSync, arch: process.arch, execPath: process.execPath };
  const nodeWarning = sandboxNodeWarning(command, host);
  if (nodeWarning) log(nodeWarning);
  const missing = missingPackages(command, host);
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  const decision = decide(missing, { isRoot: process.getuid?.() === 0, hasApt });
  if (decision.action === 'none') return true;
  if (checkOnly || decision.action === 'stop') {
    log(decision.message ?? `missing Debian packages: ${decision.packages.join(', ')}`);
    return false;
  }
  log(`installing the Debian packages \`npm ${command}\` needs:`);
  for (const m of missing) log(`  ${m.name.padEnd(24)} ${m.why}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...decision.packages], { stdio: 'inherit', env });
  const still = missingPackages(command, host);
  if (!install || install.status !== 0 || still.length > 0) {
    log(`apt-get could not install ${(still.length ? still : missing).map((m) => m.name).join(', ')}; run: ${decision.commandLine}`);
    return false;
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command !== 'start' && command !== 'test') {
    process.stderr.write('usage: preflight.mjs start|test [--check]\n');
    process.exit(2);
  }
  process.exit(preflight(command, { checkOnly: process.argv.includes('--check') }) ? 0 : 1);
}
