import { distinctExamples, splitHints } from './problem-text';

describe('hints revealed one at a time', () => {
  it('makes each top-level list item one hint, with its continuation lines', () => {
    expect(splitHints('1. The answer is small.\n2. Swap each value\n   into place.')).toEqual(['The answer is small.', 'Swap each value\ninto place.']);
    expect(splitHints('- one\n- two')).toEqual(['one', 'two']);
  });

  it('keeps text that is not a list as one hint, and gives none for blank hints', () => {
    expect(splitHints('Use a **hash map**.\nThen count.')).toEqual(['Use a **hash map**.\nThen count.']);
    expect(splitHints('  ')).toEqual([]);
    expect(splitHints(null)).toEqual([]);
  });
});

describe('examples shown once', () => {
  const same = { input: '[1,2]', output: '3' };

  it('shows an example stored once per language a single time', () => {
    expect(distinctExamples({ JAVASCRIPT: same, PYTHON: { ...same }, JAVA: { ...same, output: '3\n' } }, 'PYTHON')).toEqual([same]);
  });

  it("puts the editor language's example first and keeps examples that differ", () => {
    const python = { input: '[1, 2]', output: '3' };
    expect(distinctExamples({ JAVASCRIPT: same, PYTHON: python }, 'PYTHON')).toEqual([python, same]);
  });
});
