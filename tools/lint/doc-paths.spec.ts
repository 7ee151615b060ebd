import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The documentation stays true to the tree: every file or folder of the repository that a
 * Markdown document names (in backquotes or as a link) exists, so a rename or a removal cannot
 * leave a README, a decision record or a runbook pointing at nothing.
 */
const REPO_ROOT = join(__dirname, '..', '..');

/** Where a named path may start: the repository's top folders, or a project's own `src/`, `test/` (sections about one app). */
const PATH_START = /^(?:apps|libs|tools|docs|k8s|deploy|bench|content|\.ci|src|test)\/|^\.{1,2}\//;

/** Projects a section's `src/…` or `test/…` may belong to (the document names the app in its heading): every app and library. */
const PROJECTS = execFileSync('git', ['ls-files', 'apps/*/project.json', 'libs/*/project.json'], { cwd: REPO_ROOT, encoding: 'utf8' })
  .trim()
  .split('\n')
  .map((file) => dirname(file));

/** Named paths that are not files of the repository, each with why. */
const NOT_IN_THE_TREE: Record<string, string> = {
  'apps/web/dist': "the web app's build output, made by `npm start`",
  'apps/web/dist/.source-hash': "the web build's record of its sources, made by `npm start`",
  './main': "a C++ program's path inside its sandbox box",
  './a.out': "an Executable submission's path inside its sandbox box",
  'src/index.js': "a workspace package's compiled entry, made by its build",
};

/** Markdown documents of the project (problem statements are learners' reading, not documentation). */
function documents(): string[] {
  return execFileSync('git', ['ls-files', '*.md'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter((file) => file !== '' && !file.startsWith('content/problems/'));
}

/** Repository paths a document names: backquoted words and link targets that start like one, without line suffixes. */
function namedPaths(text: string): string[] {
  const words = [...text.matchAll(/`([^`\s]+)`/g), ...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]);
  return [
    ...new Set(
      words
        .filter((word) => PATH_START.test(word) && !/[*<>{}$]|\.\.\./.test(word))
        .map((word) => word.replace(/:\d+(?:-\d+)?$/, '').replace(/[.,;:]$/, '')),
    ),
  ];
}

/** Whether `path`, named in `document`, exists from the root, from the document's folder or in a project. */
function exists(document: string, path: string): boolean {
  return [join(REPO_ROOT, path), join(REPO_ROOT, dirname(document), path), ...PROJECTS.map((project) => join(REPO_ROOT, project, path))].some((candidate) => existsSync(candidate));
}

describe('paths named in the documentation', () => {
  it('exist in the repository', () => {
    const missing = documents().flatMap((document) =>
      namedPaths(readFileSync(join(REPO_ROOT, document), 'utf8'))
        .filter((path) => !(path in NOT_IN_THE_TREE) && !exists(document, path))
        .map((path) => `${document}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('finds a renamed file: the check reads names the way the documents write them', () => {
    expect(namedPaths('see `apps/sandbox/src/runner/slot-pool.ts:12`, [the runbook](docs/operations.md#drain) and `src/api/`.')).toEqual([
      'apps/sandbox/src/runner/slot-pool.ts',
      'src/api/',
      'docs/operations.md',
    ]);
    expect(exists('README.md', 'apps/sandbox/src/runner/slot-pool.ts')).toBe(true);
    expect(exists('docs/security.md', 'test/cpu-pinning.e2e-spec.ts')).toBe(true);
    expect(exists('README.md', 'apps/sandbox/src/runner/slot-poll.ts')).toBe(false);
  });
});
