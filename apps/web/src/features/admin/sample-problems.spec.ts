import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SAMPLE_SLUGS, sampleProblem, type SampleVariant } from './sample-problems';

/** The problem library (`content/problems/<slug>`). */
const LIBRARY = resolve(__dirname, '../../../../../content/problems');

const read = (slug: string, path: string) => readFileSync(join(LIBRARY, slug, path), 'utf8');

/** 'Load Sample' loads real library problems: each sample is a copy of its problem's files, kept equal here. */
describe.each(Object.keys(SAMPLE_SLUGS) as SampleVariant[])("the %s sample of 'Load Sample'", (variant) => {
  const slug = SAMPLE_SLUGS[variant];
  const meta = JSON.parse(read(slug, 'problem.json'));
  const sample = sampleProblem(variant);

  it('has the library problem’s statement, signature, topics, constraints and hints', () => {
    expect(sample).toMatchObject({
      title: meta.title,
      description: read(slug, 'description.md').trim(),
      editorial: read(slug, 'editorial.md').trim(),
      difficulty: meta.difficulty,
      tags: meta.topics,
      constraints: meta.constraints,
      hints: meta.hints,
      signature: meta.signature,
    });
  });

  it('has its first three tests, the library’s samples marked, and its references', () => {
    const tests = ['01', '02', '03'].map((id, index) => ({ input: read(slug, `tests/${id}.in`).trimEnd(), output: read(slug, `tests/${id}.out`).trimEnd(), isSample: index < meta.samples.length }));
    expect(sample.testcases).toEqual(tests);
    expect(sample.languages.JAVASCRIPT?.solution).toBe(read(slug, 'solutions/reference.js'));
    expect(sample.languages.PYTHON?.solution).toBe(read(slug, 'solutions/reference.py'));
    expect(sample.languages.JAVA?.solution).toBe(read(slug, 'solutions/Solution.java'));
  });
});
