import { failingTestLines } from './reference-solution.validator';

describe('failingTestLines, what a failing reference solution error quotes of its test', () => {
  it('quotes the input and expected output as given (trailing line breaks dropped) and the JSON answer', () => {
    expect(failingTestLines({ input: '1\n2\n', output: '3\n' }, { output: '4' })).toEqual(['Input: 1\n2', 'Expected: 3', 'Actual: 4']);
  });

  it("quotes the JSON answer, not the program's prints, and says when the expected output was left blank", () => {
    expect(failingTestLines({ input: '[8]', output: '' }, { output: '8' })).toEqual(['Input: [8]', 'Expected: (left blank: any answer)', 'Actual: 8']);
  });

  it('leaves out the actual answer when the program gave none', () => {
    expect(failingTestLines({ input: 'x', output: 'y' }, { output: null })).toEqual(['Input: x', 'Expected: y']);
    expect(failingTestLines({ input: 'x', output: 'y' }, undefined)).toEqual(['Input: x', 'Expected: y']);
  });

  it('cuts each text to 300 characters and says how many more there were', () => {
    const [input, expected, actual] = failingTestLines({ input: 'a'.repeat(1000), output: 'b'.repeat(301) }, { output: 'c'.repeat(300) });
    expect(input).toBe(`Input: ${'a'.repeat(300)}… (700 more characters)`);
    expect(expected).toBe(`Expected: ${'b'.repeat(300)}… (1 more character)`);
    expect(actual).toBe(`Actual: ${'c'.repeat(300)}`);
  });
});
