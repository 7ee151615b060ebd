import { JUDGE0_LANGUAGE } from '@algosheets/contracts';
import { realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { RuntimePaths } from '../config/sandbox-config';
import type { ReadOnlyBind } from '../runner/bwrap-runner';
import { CPP_RUNTIME_OBJECT, type CppHarnessRuntime } from './cpp-harness-runtime';
import type { CppPrecompiledHeader } from './cpp-precompiled-header';

/** Where the TypeScript compiler and `@types/node` appear inside the sandbox. */
const TSC_DIR = '/opt/tsc';
const TYPES_ROOT = '/opt/types';
/** Where a C++ compile sees the precompiled header's directory (its host path may be under /tmp, which the box replaces). */
const CPP_PCH_DIR = '/opt/cpp-pch';
/** Where a C++ compile sees the prebuilt harness runtime's directory. */
const CPP_RUNTIME_DIR = '/opt/cpp-runtime';

/**
 * How one Judge0 language is compiled and run inside the sandbox. Paths in `argv` are as seen
 * inside the sandbox (the box is /box, the cwd). Judge0's own commands are in
 * `db/languages/active.rb` (Judge0 CE 1.13); ours use the host's runtimes
 * by full path, never PATH shims.
 */
export interface LanguageDefinition {
  id: number;
  /** Judge0-style name from the detected version, e.g. "Python (3.11.2)". */
  name: (version: string) => string;
  sourceFile: string;
  /**
   * Every host file or directory a run of the program needs, bound read-only: a run sees these,
   * the shared libraries and dynamic loader (`/usr/lib/x86_64-linux-gnu`, `/lib64`) and its box,
   * nothing else of the host (no /usr/bin, no compiler, no other runtime, no shell).
   */
  binds: ReadOnlyBind[];
  /** Prints the runtime's version; `parseVersion` extracts it from stdout+stderr. */
  versionArgv: string[];
  parseVersion: (output: string) => string | null;
  compile: {
    /**
     * What the compile step (and the start-up version probe) binds instead of `binds`: the
     * compiler's own files, which a run of the compiled program never sees.
     */
    binds: ReadOnlyBind[];
    /** `options`: Judge0 `compiler_options`, already split into words. */
    argv: (options: string[]) => string[];
    /** Box files that make up the artefact. */
    artefact: (fileName: string) => boolean;
    /** Shown by `GET /languages/{id}`, `%s` standing for the options as in Judge0. */
    display: string;
    /**
     * The same program compiled with less work, when the language has a way for this source and
     * these options (C++ harness programs linked with the prebuilt harness runtime): the box's
     * files, argv and binds to compile instead; null (or absent): compile as `argv` says.
     */
    faster?: (options: string[], source: Buffer) => { files: Map<string, Buffer>; argv: string[]; binds: ReadOnlyBind[] } | null;
  } | null;
  /** `args`: Judge0 `command_line_arguments` split into words; `memoryKb` the run's memory limit. */
  runArgv: (args: string[], memoryKb: number) => string[];
  runDisplay: string;
}

/**
 * An executable bound at the path argv names, from its real file: Debian's `/usr/bin/python3` is a
 * symlink, which a bind of the link alone would leave dangling. A missing file is bound as named,
 * so the language's probe fails and the language is left out.
 */
function executable(path: string): ReadOnlyBind {
  try {
    return { source: realpathSync(path), target: path };
  } catch {
    return { source: path, target: path };
  }
}

/** A host directory bound at the same path. */
const same = (path: string): ReadOnlyBind => ({ source: path, target: path });

/**
 * The standard library of a CPython found by its real executable (`/usr/bin/python3.11` →
 * `/usr/lib/python3.11`), where the interpreter looks for it relative to its own prefix.
 */
function pythonLibrary(python: string): ReadOnlyBind {
  const real = executable(python).source;
  return same(join(dirname(dirname(real)), 'lib', basename(real)));
}

/**
 * Judge0 CE 1.13's C++ ids: 54 "C++ (GCC 9.2.0)", and 52 and 53, GCC 7.4.0 and 8.3.0 there. All
 * three compile with the host's one g++ here; clients written for Judge0 CE may send any of them.
 */
export const CPP_LANGUAGE_IDS: readonly number[] = [JUDGE0_LANGUAGE.CPP, 52, 53];

/** Judge0 CE's language 44 "Executable": the submitted bytes (base64) are the program, run as is. */
export const EXECUTABLE_LANGUAGE_ID = 44;

/** The x86-64 dynamic loader, which starts every dynamically linked program. */
const ELF_LOADER = '/lib64/ld-linux-x86-64.so.2';

/**
 * The options every C++ compile starts with: `-O2 -std=c++17`, those the function-signature
 * harness is written for (Judge0 `compiler_options` come after them and win), and `-pipe`, which
 * keeps the assembly out of /tmp, whose size is limited. The precompiled header is built with them.
 */
export const CPP_OPTIONS: readonly string[] = ['-O2', '-std=c++17', '-pipe'];

/**
 * C++ as Judge0 CE 1.13's ids 54, 52 and 53, with the host's g++ and {@link CPP_OPTIONS}. The
 * compile binds /usr/bin, /usr/lib/gcc and /usr/include (g++, cc1plus, as, ld, crt files, headers)
 * and, once the precompiled header is ready, its directory at {@link CPP_PCH_DIR}, named by `-I` (GCC
 * then loads `<bits/stdc++.h>` precompiled where it is valid, see {@link CppPrecompiledHeader}).
 * Once the harness runtime is prebuilt, a harness program compiled with the harness options binds
 * its directory at {@link CPP_RUNTIME_DIR} too and links the object instead of compiling the
 * runtime's text (see {@link CppHarnessRuntime});
 * the run binds nothing of its own: the program needs only libstdc++, libm, libgcc_s, libc and the
 * dynamic loader, which every run has. The box's files are executable, so the program runs as
 * `./main`.
 */
function cppDefinition(id: number, gxx: string, header: CppPrecompiledHeader | null, runtime: CppHarnessRuntime | null): LanguageDefinition {
  const options = CPP_OPTIONS;
  const headerDir = (): string[] => (header?.includeDir() ? ['-I', CPP_PCH_DIR] : []);
  const compilerBinds = [same('/usr/bin'), same('/usr/lib/gcc'), same('/usr/include')];
  const headerBinds = (): ReadOnlyBind[] => {
    const dir = header?.includeDir();
    return dir ? [...compilerBinds, { source: dir, target: CPP_PCH_DIR }] : compilerBinds;
  };
  return {
    id,
    name: (v) => `C++ (GCC ${v})`,
    sourceFile: 'main.cpp',
    binds: [],
    versionArgv: [gxx, '-dumpfullversion'],
    parseVersion: (out) => /^(\d+(?:\.\d+)+)\s*$/m.exec(out)?.[1] ?? null,
    compile: {
      // Read when a compile starts: the header's directory only once it is ready.
      get binds() {
        return headerBinds();
      },
      argv: (extra) => [gxx, ...options, ...headerDir(), ...extra, 'main.cpp', '-o', 'main'],
      artefact: (name) => name === 'main',
      display: `${gxx} ${options.join(' ')} %s main.cpp -o main`,
      faster: (extra, source) => {
        // Read together: the object's directory only once it is ready, and the source only then.
        const dir = runtime?.objectDir();
        const rest = dir ? runtime?.sourceWithoutRuntime(source, extra) : null;
        if (!dir || !rest) return null;
        return {
          files: new Map([['main.cpp', rest]]),
          argv: [gxx, ...options, ...headerDir(), ...extra, 'main.cpp', join(CPP_RUNTIME_DIR, CPP_RUNTIME_OBJECT), '-o', 'main'],
          binds: [...headerBinds(), { source: dir, target: CPP_RUNTIME_DIR }],
        };
      },
    },
    runArgv: (args) => ['./main', ...args],
    runDisplay: './main',
  };
}

/**
 * Judge0 CE's language 44: the source is an x86-64 ELF (sent base64), written as `a.out` and run
 * as `./a.out` with the binds of a C++ run (none of its own: the shared libraries and the loader
 * every run has), under the same bubblewrap, syscall filter and limits. It can do nothing a C++
 * program cannot: both are machine code of the submitter's choosing. The start-up probe asks the
 * dynamic loader for its version, proving a dynamically linked program can start.
 */
const executableDefinition: LanguageDefinition = {
  id: EXECUTABLE_LANGUAGE_ID,
  name: () => 'Executable',
  sourceFile: 'a.out',
  binds: [],
  versionArgv: [ELF_LOADER, '--version'],
  parseVersion: (out) => /version (\d+\.\d+)/.exec(out)?.[1] ?? null,
  compile: null,
  runArgv: (args) => ['./a.out', ...args],
  runDisplay: './a.out',
};

/**
 * Java with the host's JDK: javac with `-proc:none`, the class files as the artefact, and a run
 * whose JVM is sized from the run's memory limit (KB).
 */
function javaDefinition(paths: RuntimePaths): LanguageDefinition {
  const javaBin = join(paths.javaHome, 'bin');
  // The JDK's conf/ and jvm.cfg are links into javaConfDir.
  const javaBinds = [same(paths.javaHome), same(paths.javaConfDir)];
  // Without these the JVM sizes its heap from the host's RAM and the cgroup kills a program
  // that would have fitted once garbage was collected; serial GC keeps the thread count low.
  const jvmFlags = (memoryKb: number): string[] => [`-XX:MaxRAM=${memoryKb}k`, '-XX:MaxRAMPercentage=60', '-XX:+UseSerialGC'];
  return {
    id: JUDGE0_LANGUAGE.JAVA,
    name: (v) => `Java (OpenJDK ${v})`,
    sourceFile: 'Main.java',
    binds: javaBinds,
    versionArgv: [join(javaBin, 'java'), '-version'],
    parseVersion: (out) => /version "([^"]+)"/.exec(out)?.[1] ?? null,
    compile: {
      binds: javaBinds,
      // -proc:none: no annotation processor is ever looked up, so compiling runs no code of anyone's.
      argv: (options) => [join(javaBin, 'javac'), '-J-XX:+UseSerialGC', '-J-XX:TieredStopAtLevel=1', '-proc:none', ...options, 'Main.java'],
      artefact: (name) => name.endsWith('.class'),
      display: `${join(javaBin, 'javac')} %s Main.java`,
    },
    runArgv: (args, memoryKb) => [join(javaBin, 'java'), ...jvmFlags(memoryKb), 'Main', ...args],
    runDisplay: `${join(javaBin, 'java')} Main`,
  };
}

/**
 * A language whose source the host's `interpreter` runs as is (`interpreter file args…`), probed with
 * `interpreter --version`, whose output's first group of `versionPattern` is the version.
 */
function interpretedDefinition(language: {
  id: number;
  name: (version: string) => string;
  sourceFile: string;
  interpreter: string;
  binds: ReadOnlyBind[];
  versionPattern: RegExp;
}): LanguageDefinition {
  const { interpreter, sourceFile, versionPattern } = language;
  return {
    id: language.id,
    name: language.name,
    sourceFile,
    binds: language.binds,
    versionArgv: [interpreter, '--version'],
    parseVersion: (out) => versionPattern.exec(out)?.[1] ?? null,
    compile: null,
    runArgv: (args) => [interpreter, sourceFile, ...args],
    runDisplay: `${interpreter} ${sourceFile}`,
  };
}

/**
 * TypeScript compiled to `script.js` by the native tsc (with its lib files and `@types/node`
 * bound at {@link TSC_DIR} and {@link TYPES_ROOT}; none when the host lacks them, so the probe
 * fails and the language is left out), then run by the host's Node.js.
 */
function typescriptDefinition(paths: RuntimePaths): LanguageDefinition {
  const tsOptions = ['--target', 'es2022', '--module', 'commonjs', '--strict', 'false', '--skipLibCheck', '--types', 'node', '--typeRoots', TYPES_ROOT];
  return {
    id: JUDGE0_LANGUAGE.TYPESCRIPT,
    name: (v) => `TypeScript (${v})`,
    sourceFile: 'script.ts',
    binds: [executable(paths.node)],
    versionArgv: [join(TSC_DIR, 'tsc'), '--version'],
    parseVersion: (out) => /Version (\d+\.\d+\.\d+)/.exec(out)?.[1] ?? null,
    compile: {
      // The native tsc is a static binary: it needs its lib.*.d.ts and the types, not Node.
      binds: paths.tscDir && paths.typesNodeDir
        ? [{ source: paths.tscDir, target: TSC_DIR }, { source: paths.typesNodeDir, target: join(TYPES_ROOT, 'node') }]
        : [],
      // tsc exits 2 on type errors even though it emits: Judge0 reports that as a compilation error.
      argv: (options) => [join(TSC_DIR, 'tsc'), ...tsOptions, ...options, 'script.ts'],
      artefact: (name) => name === 'script.js',
      display: `tsc ${tsOptions.join(' ')} %s script.ts`,
    },
    runArgv: (args) => [paths.node, 'script.js', ...args],
    runDisplay: `${paths.node} script.js`,
  };
}

/**
 * Java, JavaScript, Python, TypeScript, C++ and Executable with this host's runtimes; C++ compiles
 * use `cppHeader` and `cppRuntime` once each is ready (none: C++ compiles read every header and
 * compile the whole harness program).
 */
export function languageDefinitions(paths: RuntimePaths, cppHeader: CppPrecompiledHeader | null = null, cppRuntime: CppHarnessRuntime | null = null): LanguageDefinition[] {
  return [
    javaDefinition(paths),
    // A run of either binds only its interpreter (and CPython its standard library).
    interpretedDefinition({
      id: JUDGE0_LANGUAGE.JAVASCRIPT,
      name: (v) => `JavaScript (Node.js ${v})`,
      sourceFile: 'script.js',
      interpreter: paths.node,
      binds: [executable(paths.node)],
      versionPattern: /v(\d+\.\d+\.\d+)/,
    }),
    interpretedDefinition({
      id: JUDGE0_LANGUAGE.PYTHON,
      name: (v) => `Python (${v})`,
      sourceFile: 'script.py',
      interpreter: paths.python,
      binds: [executable(paths.python), pythonLibrary(paths.python)],
      versionPattern: /Python (\d+\.\d+\.\d+)/,
    }),
    typescriptDefinition(paths),
    ...CPP_LANGUAGE_IDS.map((id) => cppDefinition(id, paths.gxx, cppHeader, cppRuntime)),
    executableDefinition,
  ];
}
