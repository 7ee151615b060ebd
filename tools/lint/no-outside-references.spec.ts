import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A clone of the repository must explain itself: no comment, doc, test name or message may send the
 * reader to a file the clone does not have (the product spec, the design notes, the reference notes
 * on Judge0, peers, conventions, costs and style; the product spec however worded) or to an issue by
 * number. A rule is named by what it is ("the 30-second Run/Submit cooldown"), never by where it was
 * written down outside the repository.
 */
const REPO_ROOT = join(__dirname, '..', '..');

/**
 * What counts as an outside reference. Each alternative is written so that this file's own source
 * does not match it (an escaped dot or a one-letter class changes nothing the pattern matches).
 */
const OUTSIDE_REFERENCE = new RegExp(
  [
    'DESIGN\\.md',
    'peers\\.md',
    'judge0-api\\.md',
    'judging-convention[s]',
    'measured-cost[s]',
    'style-anchor[s]',
    "[Ss]pec('s)?[ ]sections?",
    "\\b[Tt]he spe[c]\\b",
    '[Pp]eers[ ]section',
    '\\(sections? [0-9]',
    'product-spe[c]',
    'referenc[e]/',
    '[Ii]ssue [0-9]',
  ].join('|'),
);

/** Paths (a folder ends with `/`) the search leaves out for good. */
const EXCLUDED_FOR_GOOD: Record<string, string> = {
  'content/problems/': "problem statements are learners' reading, not the project's documentation; their prose may say anything",
};

const EXCLUDED = Object.keys(EXCLUDED_FOR_GOOD);

function isExcluded(path: string): boolean {
  return EXCLUDED.some((excluded) => (excluded.endsWith('/') ? path.startsWith(excluded) : path === excluded));
}

function trackedFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return output.split('\0').filter((path) => path.length > 0);
}

/** A line without its comment or quote marker (`//`, `*`, `#`, `>`), as wrapped prose continues. */
const continuation = (line: string): string => line.replace(/^\s*(\/\/+|\*+|#+|>+)?\s*/, '');

/**
 * Whether `text` cites something outside the repository, alone or with the line after it: wrapped
 * prose often splits a citation ("(spec" at the end of one line, "section 5)" at the start of the
 * next).
 */
function citesOutside(line: string, next: string | undefined): boolean {
  return OUTSIDE_REFERENCE.test(line) || (next !== undefined && OUTSIDE_REFERENCE.test(`${line.trimEnd()} ${continuation(next)}`));
}

/** `path:line: text` for every line that matches, skipping binary files as `git grep` does. */
function outsideReferences(path: string): string[] {
  const bytes = readFileSync(join(REPO_ROOT, path));
  if (bytes.subarray(0, 8000).includes(0)) return [];
  const lines = bytes.toString('utf8').split('\n');
  return lines.flatMap((line, index) => (citesOutside(line, lines[index + 1]) ? [`${path}:${index + 1}: ${line.trim()}`] : []));
}

describe('no reference to a file outside the repository or to an issue by number', () => {
  const tracked = trackedFiles();

  it('finds none in the tracked files', () => {
    const hits = tracked.filter((path) => !isExcluded(path)).flatMap(outsideReferences);
    expect(hits).toEqual([]);
  });

  it('recognises each kind of outside reference, and not the words that merely look alike', () => {
    // Assembled from parts so that this file stays clean under the repository-wide `git grep`.
    const caught = [
      ['(DESIGN', 'md section 4)'].join('.'),
      ['see peers', 'md 1.4'].join('.'),
      ['judge0-api', 'md §1.6'].join('.'),
      ['judging', 'conventions section 2'].join('-'),
      ['measured', 'costs section 5'].join('-'),
      ['style', 'anchors rule 7'].join('-'),
      ['(spec', 'section 7)'].join(' '),
      ['Spec', 'sections 4 and 9:'].join(' '),
      ['(peers', 'section 3, row 4)'].join(' '),
      [['the', 'spec leaves it open'].join(' '), 'section 2)'].join(' ('),
      ['product', 'spec.md'].join('-'),
      ['the', "spec's 30-second cooldown"].join(' '),
      ['reference', 'notes.md'].join('/'),
      ['(issue', '6)'].join(' '),
      ['Issue', '17 in Chromium'].join(' '),
    ];
    const passed = ["the test's spec file", "Judge0's issues #114/#262", 'reference-solution.validator.ts', 'the issue of stale data', 'adjust the peers otherwise'];
    expect(caught.filter((text) => !OUTSIDE_REFERENCE.test(text))).toEqual([]);
    expect(passed.filter((text) => OUTSIDE_REFERENCE.test(text))).toEqual([]);
  });

  it('catches a citation wrapped over two lines of prose or of a comment', () => {
    expect(citesOutside("discards the editor's code (spec", ['section', '5); a draft'].join(' '))).toBe(true);
    expect(citesOutside([' * as the', 'spec'].join(' '), ['   *', 'section 2 says'].join(' '))).toBe(true);
    expect(citesOutside('the 30-second Run/Submit', '// cooldown applies')).toBe(false);
  });

  it('excludes only paths the repository tracks, so a stale exception is noticed', () => {
    const stale = EXCLUDED.filter((excluded) => !tracked.some((path) => (excluded.endsWith('/') ? path.startsWith(excluded) : path === excluded)));
    expect(stale).toEqual([]);
  });
});
