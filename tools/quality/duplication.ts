import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** One side of a clone pair: a file and its lines, both included. */
export interface CloneSide {
  /** Path relative to the directory jscpd ran in. */
  file: string;
  start: number;
  end: number;
}

/** One clone pair found by jscpd. */
export interface ClonePair {
  first: CloneSide;
  second: CloneSide;
  lines: number;
  tokens: number;
}

/** Totals and pairs of one jscpd run. */
export interface DuplicationResult {
  minTokens: number;
  /** Files analysed (jscpd leaves out files shorter than `minTokens`). */
  sources: number;
  lines: number;
  clones: number;
  duplicatedLines: number;
  /** Duplicated lines over all lines analysed, percent. */
  percentage: number;
  /** Sorted by file, then line. */
  pairs: ClonePair[];
}

interface JscpdSide {
  name: string;
  start: number;
  end: number;
}

interface JscpdReport {
  statistics: { total: { sources: number; lines: number; clones: number; duplicatedLines: number; percentage: number } };
  duplicates: { firstFile: JscpdSide; secondFile: JscpdSide; lines: number; tokens: number }[];
}

const JSCPD = require.resolve('jscpd/run-jscpd.js');

/**
 * Runs jscpd in `cwd` with its `.jscpd.json` (paths, formats, ignored files, minimum lines) and
 * `minTokens` in place of the file's value, and reads its JSON report from a temporary folder,
 * removed afterwards. `paths` replaces the configured paths when given.
 * @throws Error with jscpd's output when it fails or writes no report
 */
export function findClones(cwd: string, minTokens: number, paths: string[] = []): DuplicationResult {
  const output = mkdtempSync(join(tmpdir(), 'jscpd-'));
  try {
    const run = spawnSync(
      process.execPath,
      [JSCPD, '--config', join(cwd, '.jscpd.json'), '--min-tokens', String(minTokens), '--reporters', 'json', '--output', output, '--absolute', '--silent', ...paths],
      { cwd, encoding: 'utf8', timeout: 300_000 },
    );
    if (run.status !== 0) throw new Error(`jscpd exited with ${run.status ?? run.signal}: ${run.stderr || run.stdout || run.error?.message}`);
    const report = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8')) as JscpdReport;
    const side = (jscpd: JscpdSide): CloneSide => ({ file: relative(cwd, jscpd.name), start: jscpd.start, end: jscpd.end });
    const pairs = report.duplicates
      .map((clone) => ({ first: side(clone.firstFile), second: side(clone.secondFile), lines: clone.lines, tokens: clone.tokens }))
      .sort((a, b) => a.first.file.localeCompare(b.first.file) || a.first.start - b.first.start || a.second.file.localeCompare(b.second.file));
    const { total } = report.statistics;
    return { minTokens, sources: total.sources, lines: total.lines, clones: total.clones, duplicatedLines: total.duplicatedLines, percentage: total.percentage, pairs };
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}
