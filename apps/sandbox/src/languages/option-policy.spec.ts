import { LANGUAGES } from '@algosheets/judge';
import { checkOptions } from './option-policy';

const JAVA = 62;
const TYPESCRIPT = 74;
const CPP = 54;
const PYTHON = 71;

describe('checkOptions: per-language allow-list of compiler options and program arguments', () => {
  it.each([
    [JAVA, '-J-version'],
    [JAVA, '-J-XX:OnOutOfMemoryError=sh'],
    [JAVA, '@/etc/shadow'],
    [JAVA, '-processor Evil'],
    [JAVA, '-processorpath x'],
    [JAVA, '-d out'],
    [JAVA, '-s out'],
    [JAVA, '-h out'],
    [JAVA, '--module-path lib'],
    [JAVA, '-classpath /etc'],
    [JAVA, '--release ../../etc'],
    [TYPESCRIPT, '--outDir /tmp'],
    [TYPESCRIPT, '--project tsconfig.json'],
    [TYPESCRIPT, '--plugins x'],
    [CPP, '-B/tmp'],
    [CPP, '-specs=x'],
    [CPP, '@opts'],
    [CPP, '-fplugin=./evil.so'],
    [CPP, '-wrapper sh'],
    [CPP, '-o /etc/passwd'],
    [CPP, '-I/etc'],
    [CPP, '-L.'],
    [CPP, '-Wl,--wrap=main'],
    [CPP, '-include/etc/shadow'],
    [CPP, '-DPATH=/etc/shadow'],
    [CPP, '-D'],
    [PYTHON, '-O'],
  ])('language %i refuses compiler options %p', (language, options) => {
    expect(checkOptions(language, 'compilerOptions', options)).not.toBeNull();
  });

  it.each([
    [JAVA, '-Xlint:all,-serial -g -Werror --release 17 -encoding UTF-8 -Xmaxerrs 5'],
    [TYPESCRIPT, '--strict --noImplicitAny false --target es2022 --lib es2022,dom'],
    [TYPESCRIPT, '--inlineSourceMap'],
    [CPP, '-O0 -O3 -std=c++11 -std=c++20 -Wall -Wextra -Wshadow -pedantic -DLOCAL -D NDEBUG=1 -UDEBUG -lm'],
  ])('language %i accepts compiler options %p', (language, options) => {
    expect(checkOptions(language, 'compilerOptions', options)).toBeNull();
  });

  it.each(LANGUAGES.filter((l) => l.compilerOptions !== undefined).map((l) => [l.label, l.id, l.compilerOptions]))(
    "accepts the compiler options the %s harness sends (language %i: %p)",
    (_label, language, options) => {
      expect(checkOptions(language as number, 'compilerOptions', options as string)).toBeNull();
    },
  );

  it('names every refused word in the message', () => {
    expect(checkOptions(JAVA, 'compilerOptions', '-g -J-version @/etc/shadow')).toEqual(['"-J-version" is not an allowed option for this language', '"@/etc/shadow" names a path, which is not allowed']);
  });

  it('program arguments: plain words pass, paths and argument files do not', () => {
    expect(checkOptions(PYTHON, 'arguments', `it's "two words" -5 a\\b x=1`)).toBeNull();
    for (const bad of ['/etc/shadow', '@args', '../x', '~root', 'a/b']) expect(checkOptions(JAVA, 'arguments', bad)).not.toBeNull();
    expect(checkOptions(PYTHON, 'arguments', Array.from({ length: 33 }, () => 'x').join(' '))).toEqual(['has too many words (maximum is 32)']);
  });

  it('a language without an entry accepts nothing', () => {
    expect(checkOptions(9999, 'compilerOptions', '-O2')).not.toBeNull();
    expect(checkOptions(9999, 'arguments', 'x')).not.toBeNull();
  });
});
