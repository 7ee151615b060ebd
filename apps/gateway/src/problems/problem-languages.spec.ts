import { type FunctionSignature, Language, LANGUAGE_TABLE } from '@algosheets/contracts';
import { harnessOf, problemDefinitionErrors } from '@algosheets/judge';
import type { ArgumentMetadata } from '@nestjs/common';
import { ValidationFailedException } from '../common/api.exception';
import { createValidationPipe } from '../common/validation.pipe';
import { CodeSnippetsDto, ExamplesDto, ReferenceSolutionsDto } from './problem.dto';

const SIGNATURE: FunctionSignature = { kind: 'function', name: 'countWays', params: [{ name: 'n', type: 'int' }], returns: 'int' };

/** The required languages (JAVASCRIPT, PYTHON, JAVA) with some text, as a create-problem body carries them. */
const REQUIRED = { JAVASCRIPT: 'js', PYTHON: 'py', JAVA: 'java' };
const EXAMPLE = { input: 'n = 2', output: '2' };

/** Runs the gateway's global validation pipe on one per-language object, as the API does. */
function validate(dto: ArgumentMetadata['metatype'], body: object): Promise<object> {
  return createValidationPipe().transform(body, { type: 'body', metatype: dto });
}

async function refusal(dto: ArgumentMetadata['metatype'], body: object): Promise<ValidationFailedException> {
  const error = await validate(dto, body).then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ValidationFailedException);
  return error as ValidationFailedException;
}

describe('every language of the language table has a harness and is accepted by the problem DTO', () => {
  describe.each(LANGUAGE_TABLE.map((row) => [row.value, row]))('%s', (value, row) => {
    it('has a harness that generates a starter and a program under its Judge0 id', () => {
      const harness = harnessOf(value);
      expect(harness).toMatchObject({ language: value, id: row.judge0Id, key: row.key, fileName: row.fileName });
      const starter = harness.starter(SIGNATURE);
      expect(starter).toContain(harness.functionName('countWays'));
      expect(harness.program(SIGNATURE, starter).length).toBeGreaterThan(starter.length);
    });

    it('is accepted by the problem DTO in code snippets, reference solutions and examples', async () => {
      await expect(validate(CodeSnippetsDto, { ...REQUIRED, [value]: 'code' })).resolves.toMatchObject({ [value]: 'code' });
      await expect(validate(ReferenceSolutionsDto, { ...REQUIRED, [value]: 'code' })).resolves.toMatchObject({ [value]: 'code' });
      const examples = { JAVASCRIPT: EXAMPLE, PYTHON: EXAMPLE, JAVA: EXAMPLE, [value]: EXAMPLE };
      await expect(validate(ExamplesDto, examples)).resolves.toMatchObject({ [value]: EXAMPLE });
      expect((await refusal(CodeSnippetsDto, { ...REQUIRED, [value]: 7 })).details).toHaveProperty(value);
    });
  });

  it('refuses a language the table does not have, and leaves which languages are required to the definition rules', async () => {
    expect((await refusal(CodeSnippetsDto, { ...REQUIRED, COBOL: 'x' })).details).toEqual({ COBOL: ['property COBOL should not exist'] });
    await expect(validate(CodeSnippetsDto, { ...REQUIRED, [Language.Cpp]: undefined })).resolves.toBeDefined();
    // The DTO checks the body's shape; a missing required language is `problemDefinitionErrors`' (its message on the field's path).
    await expect(validate(ReferenceSolutionsDto, { JAVASCRIPT: 'js', PYTHON: 'py' })).resolves.toEqual({ JAVASCRIPT: 'js', PYTHON: 'py' });
    const definition = { title: 'Count Ways', description: 'Count the ways to climb n steps.', difficulty: 'EASY', tags: ['Math'], constraints: '1 <= n <= 45', testcases: [{ input: '2', output: '2' }] };
    const errors = problemDefinitionErrors({ ...definition, examples: { JAVASCRIPT: EXAMPLE, JAVA: EXAMPLE }, codeSnippets: REQUIRED, referenceSolutions: { JAVASCRIPT: 'js', PYTHON: 'py' }, signature: SIGNATURE });
    expect(errors).toEqual([
      { path: 'examples.PYTHON.input', message: 'Input is required' },
      { path: 'examples.PYTHON.output', message: 'Output is required' },
      { path: 'referenceSolutions.JAVA', message: 'Java solution is required' },
    ]);
  });
});
