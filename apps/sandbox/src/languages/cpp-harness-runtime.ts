import { CPP_PREBUILT_RUNTIME } from '@algosheets/judge';
import { join } from 'node:path';
import { compilerKey, PrebuiltDirectory, type PrebuildStep } from './prebuilt-directory';

/** The object's file name in its build directory. */
export const CPP_RUNTIME_OBJECT = 'harness-runtime.o';

/** The text every harness program starts with, the runtime's declarations then its definitions. */
const RUNTIME_TEXT = CPP_PREBUILT_RUNTIME.declarations + CPP_PREBUILT_RUNTIME.definitions;

/** CPU or wall time a build may take before it is given up, ms (it takes about 1 s on a 2-core host). */
const BUILD_TIMEOUT_MS = 60_000;

/**
 * The fixed part of the C++ function-signature harness (`CPP_PREBUILT_RUNTIME` of the judge
 * library: its JSON reader and writer, the protocol, the main loop), compiled once into an object
 * instead of with every Submit. Every harness program starts with the same text, `declarations +
 * definitions`; a compile of such a program with the options the object was built with compiles
 * `declarations` and the rest of the program and links the object, which holds exactly what the
 * definitions would have compiled to. Nothing before that text differs (it is the program's
 * start), the learner's code comes after it, and the line after it restores `main.cpp`'s line
 * numbers, so the program, its output and its compiler messages are the same; on this project's
 * 2-core host the compile of a 12-test harness program takes about a third of the CPU.
 *
 * It is built once per compiler, options and text into `<root>/harness-runtime-<key>/`
 * (`harness-runtime.o`), beside the precompiled header; compiles bind that directory read-only.
 * A program that does not start with the text, a compile with other options (a Judge0 client's
 * `-O0`, `-D` or warnings) and every compile before the object is ready compile the whole text as
 * they would without it. Why it is safe: see {@link PrebuiltDirectory} (the build runs the host's
 * g++ on the judge library's fixed text, never a learner's).
 */
export class CppHarnessRuntime extends PrebuiltDirectory {
  private readonly whole = Buffer.from(RUNTIME_TEXT);
  private readonly declarations = Buffer.from(CPP_PREBUILT_RUNTIME.declarations);

  /**
   * @param root directory holding the builds (`SANDBOX_CPP_PCH_DIR`), created 0755 if missing
   * @param gxx the g++ driver the compiles run
   * @param options the compile options every C++ compile starts with (`-O2 -std=c++17 …`)
   */
  constructor(
    root: string,
    private readonly gxx: string,
    private readonly options: readonly string[],
  ) {
    super(root, `harness-runtime-${compilerKey(gxx, options, RUNTIME_TEXT)}`, CPP_RUNTIME_OBJECT, BUILD_TIMEOUT_MS);
  }

  /** The directory of the object while it is ready, else null. */
  objectDir(): string | null {
    return this.status === 'ready' ? this.dir : null;
  }

  /**
   * The source to compile and link with the object instead of `source`: `source` without the
   * runtime's definitions, when the object is ready, `source` starts with the runtime's text and
   * the Judge0 options add none to those the object was built with; else null (compile `source`).
   * @param source the submitted program, bytes
   * @param extraOptions the submission's `compiler_options`, split into words
   */
  sourceWithoutRuntime(source: Buffer, extraOptions: readonly string[]): Buffer | null {
    if (this.status !== 'ready' || !extraOptions.every((word) => this.options.includes(word))) return null;
    if (source.length < this.whole.length || !source.subarray(0, this.whole.length).equals(this.whole)) return null;
    return Buffer.concat([this.declarations, source.subarray(this.whole.length)]);
  }

  /** g++ `-c` on the runtime's text (about 1 s of CPU). */
  protected step(staging: string, product: string): PrebuildStep {
    return {
      inputs: { 'harness-runtime.cpp': RUNTIME_TEXT },
      argv: [this.gxx, ...this.options, '-c', join(staging, 'harness-runtime.cpp'), '-o', product],
    };
  }
}
