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

  it('refuses a problem that declares no complexity, or one whose inputs cannot be drawn', () => {
    const problem = problems.find((p) => p.slug === 'count-inversions');
    if (!problem?.meta.complexity) throw new Error('count-inversions must declare its complexity');
    const { complexity, ...rest } = problem.meta;
    expect(validateProblem({ ...problem, meta: rest })).toEqual(['count-inversions: problem.json declares no complexity (how its reference grows and how inputs of size n are drawn)']);
    const unknown = { ...complexity, params: { numbers: complexity.params.nums } };
    expect(validateProblem({ ...problem, meta: { ...rest, complexity: unknown } })).toEqual(['count-inversions: complexity: the complexity declaration names "numbers", not a parameter of the signature']);
  });

  it('refuses aliases beyond the admin API\'s bounds, untrimmed or repeated', () => {
    const problem = problems.find((p) => p.slug === 'two-sum-indices');
    if (!problem) throw new Error('two-sum-indices is missing');
    expect(problem.meta.aliases).toEqual(['Two Sum']);
    const withAliases = (aliases: unknown) => validateProblem({ ...problem, meta: { ...problem.meta, aliases: aliases as string[] } });
    expect(withAliases(Array.from({ length: 11 }, (_, i) => `Name ${i}`))).toEqual(['two-sum-indices: aliases: At most 10 aliases']);
    expect(withAliases([' Two Sum'])).toEqual(['two-sum-indices: alias " Two Sum" must be written without spaces around it']);
    expect(withAliases(['x'.repeat(101)])).toEqual(['two-sum-indices: aliases: Each alias must be at most 100 characters']);
    expect(withAliases(['Two Sum', 'two sum'])).toEqual(['two-sum-indices: alias "two sum" is repeated']);
    expect(withAliases('Two Sum')).toEqual(['two-sum-indices: aliases: Aliases must be a list of names']);
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
