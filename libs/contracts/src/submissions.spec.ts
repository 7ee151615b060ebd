import { Language } from './languages';
import { executeCodeRequest } from './submissions';

describe('executeCodeRequest (the POST /execute-code body)', () => {
  it('builds a Run on samples with the Judge0 id from the language table, not stored', () => {
    const cases = [{ stdin: '1 2', expected: '3' }, { stdin: '5 6', expected: '11' }];
    expect(executeCodeRequest({ language: Language.Cpp, sourceCode: 'int main(){}', problemId: 'p1', mode: 'run', cases })).toEqual({
      source_code: 'int main(){}',
      language_id: 54,
      stdin: ['1 2', '5 6'],
      expected_outputs: ['3', '11'],
      problemId: 'p1',
      store: false,
    });
  });

  it('sends no expected outputs for custom inputs, so the output is shown, not judged', () => {
    const body = executeCodeRequest({ language: Language.Python, sourceCode: 'print(1)', problemId: 'p1', mode: 'run', cases: [{ stdin: 'x' }, { stdin: 'y', expected: '1' }] });
    expect(body).toMatchObject({ language_id: 71, stdin: ['x', 'y'], expected_outputs: [] });
  });

  it('builds a stored Submit without inputs, whatever cases are passed', () => {
    const body = executeCodeRequest({ language: Language.Java, sourceCode: 'class Solution {}', problemId: 'p2', mode: 'submit', cases: [{ stdin: '1', expected: '1' }] });
    expect(body).toEqual({ source_code: 'class Solution {}', language_id: 62, stdin: [], expected_outputs: [], problemId: 'p2', store: true });
  });
});
