import { failingTestLines } from './reference-solution.validator';

describe('failingTestLines, what a failing reference solution error quotes of its test', () => {
  it('quotes the input and expected output as given and what the program printed', () => {
    expect(failingTestLines({ input: '1 2\n', output: '3\n' }, { stdout: '4\n', output: null }, false)).toEqual(['Input: 1 2', 'Expected: 3', 'Actual: 4']);
  });

  it("quotes a harness's JSON answer, not the program's prints, and says when the expected output was left blank", () => {
    expect(failingTestLines({ input: '[8]', output: '' }, { stdout: 'debug print', output: '8' }, true)).toEqual(['Input: [8]', 'Expected: (left blank: any answer)', 'Actual: 8']);
  });

  it('leaves out the actual output when the program gave none', () => {
    expect(failingTestLines({ input: 'x', output: 'y' }, { stdout: null, output: null }, false)).toEqual(['Input: x', 'Expected: y']);
    expect(failingTestLines({ input: 'x', output: 'y' }, undefined, false)).toEqual(['Input: x', 'Expected: y']);
  });

  it('cuts each text to 300 characters and says how many more there were', () => {
    const [input, expected, actual] = failingTestLines({ input: 'a'.repeat(1000), output: 'b'.repeat(301) }, { stdout: 'c'.repeat(300), output: null }, false);
    expect(input).toBe(`Input: ${'a'.repeat(300)}… (700 more characters)`);
    expect(expected).toBe(`Expected: ${'b'.repeat(300)}… (1 more character)`);
    expect(actual).toBe(`Actual: ${'c'.repeat(300)}`);
  });
});
