import { defaultContentRoot, distributionOf, readAllProblems, validateLibrary, validateProblem } from './content-files';
import { readSheets, validateSheets } from './content-sheets';

// Fast gate: folder shape, distribution and sheets. Running the solutions is the separate
// content check (tools/content/check-content.ts), which takes minutes.
describe('content library shape', () => {
  const root = defaultContentRoot();
  const problems = readAllProblems(root);

  it('has well-formed problem folders', () => {
    expect(problems.flatMap(validateProblem)).toEqual([]);
  });

  it('meets the library totals (40+ problems; 12 easy, 16 medium, 8 hard; all 8 topics)', () => {
    expect(validateLibrary(problems, root)).toEqual([]);
    const dist = distributionOf(problems);
    expect(dist.total).toBeGreaterThanOrEqual(40);
  });

  it('defines valid company sheets and Top Interview 40', () => {
    expect(validateSheets(readSheets(root), problems)).toEqual([]);
  });

  it('uses one test numbering with samples first', () => {
    for (const problem of problems) {
      expect(problem.tests.slice(0, problem.meta.samples.length).every((t) => t.isSample)).toBe(true);
    }
  });
});
