import { LANGUAGE_IDS, LANGUAGE_TABLE, type Language, type ProblemSignature } from '@algosheets/contracts';
import { MIGRATED_COMPARATOR, MIGRATED_SIGNATURE, MIGRATED_STARTERS } from '@algosheets/database';
import { languageById, parseTestInput } from '@algosheets/judge';
import { compileChecker } from '@algosheets/judge/node';

/** What the whole-program migration writes is judged by the one harness model like any authored problem. */
describe('problems migrated from whole-program (WholeProgramToSignature1795348000000)', () => {
  const signature = MIGRATED_SIGNATURE as unknown as ProblemSignature;

  it.each(LANGUAGE_TABLE.map((row) => row.value))('its %s starter is the starter generator’s for solve(input: string) -> string', (language) => {
    expect(MIGRATED_STARTERS[language]).toBe(languageById(LANGUAGE_IDS[language as Language])?.starter(signature));
  });

  it('a migrated stdin (a JSON-quoted string) parses as the one string argument', () => {
    expect(parseTestInput(signature, JSON.stringify('say "hi"\\n\n  x\n'), 0)).toEqual(['say "hi"\\n\n  x\n']);
  });

  it('its checker compares by Judge0’s output rule: trailing blanks of lines and the text ignored, leading and inner ones kept', () => {
    const checker = compileChecker(MIGRATED_COMPARATOR.source);
    try {
      expect(checker([''], '  a\n\nb', '  a \t\n\nb\n\n')).toBe(true);
      expect(checker([''], '3', '3\r\n')).toBe(true);
      expect(checker([''], '  a\n\nb', 'a\n\nb')).toBe(false);
      expect(checker([''], '  a\n\nb', '  a\nb')).toBe(false);
      expect(checker([''], '3', 3)).toBe(false);
    } finally {
      checker.dispose();
    }
  });
});
