import { join } from 'node:path';
import { compilerKey, PrebuiltDirectory, type PrebuildStep } from './prebuilt-directory';

/** The header precompiled: what LeetCode-style C++ (and every generated harness) includes first. */
const HEADER = 'bits/stdc++.h';

/** CPU or wall time a build may take before it is given up, ms (it takes about 3 s on a 2-core host). */
const BUILD_TIMEOUT_MS = 120_000;

/**
 * A GCC precompiled header of `<bits/stdc++.h>` for the sandbox's C++ compiles. Parsing that
 * header is most of a C++ Submit's compile (on this project's 2-core host, 1.3 s of 1.9 s for a
 * 12-test harness program at `-O2`); loading it precompiled takes a few tens of ms.
 *
 * How it is used: the header is built once per compiler, options and header text into
 * `<root>/<key>/bits/stdc++.h.gch`, and C++ compiles get `-I <root>/<key>` (the directory bound
 * read-only into the compile's box). GCC looks for `bits/stdc++.h.gch` in each include directory
 * before the header itself and uses it only when it is valid for this compile: the program's first
 * include, the same compiler, and compatible options and macros (a Judge0 client's `-O0` or `-D`
 * that changes the header). Otherwise it reads the real header as before, so a program compiles
 * and behaves the same with or without it; only the compile is faster.
 *
 * Why it is safe: see {@link PrebuiltDirectory} (the build runs the host's g++ on the fixed header).
 */
export class CppPrecompiledHeader extends PrebuiltDirectory {
  /**
   * @param root directory holding built headers (`SANDBOX_CPP_PCH_DIR`), created 0755 if missing
   * @param gxx the g++ driver the compiles run
   * @param options the compile options every C++ compile starts with (`-O2 -std=c++17 …`)
   */
  constructor(
    root: string,
    private readonly gxx: string,
    private readonly options: readonly string[],
  ) {
    super(root, precompiledHeaderKey(gxx, options), HEADER + '.gch', BUILD_TIMEOUT_MS);
  }

  /**
   * The include directory a compile adds with `-I` while the header is ready, else null.
   */
  includeDir(): string | null {
    return this.status === 'ready' ? this.dir : null;
  }

  /** g++ on the fixed header (about 3 s of CPU and 230 MB). */
  protected step(staging: string, product: string): PrebuildStep {
    return { inputs: { 'source.h': `#include <${HEADER}>\n` }, argv: [this.gxx, ...this.options, '-x', 'c++-header', join(staging, 'source.h'), '-o', product] };
  }
}

/**
 * The name of a build: a hash of the compiler's version and target, the options and the header
 * text, so a new compiler or new options build anew beside the old one. GCC checks a header's
 * validity itself on every use; the key only keeps builds for different compilers apart.
 */
export function precompiledHeaderKey(gxx: string, options: readonly string[]): string {
  return compilerKey(gxx, options, HEADER);
}
