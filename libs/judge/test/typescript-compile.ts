import * as ts from 'typescript';
import * as ts37 from 'typescript37';
import { typescriptHarness } from '../src/harness/typescript/typescript-harness';

/** One compiler's view: the module and the options a run compiles with. */
interface Compiler {
  api: typeof ts37;
  options: ts37.CompilerOptions;
}

/**
 * The `compiler_options` the TypeScript harness sends, parsed by `api` as its tsc would parse them.
 * @throws Error when `api` does not know one of them (tsc would fail the compile)
 */
function harnessOptions(api: typeof ts37): ts37.CompilerOptions {
  const parsed = api.parseCommandLine((typescriptHarness.compilerOptions ?? '').split(/\s+/).filter((w) => w !== ''));
  if (parsed.errors.length > 0) throw new Error(api.flattenDiagnosticMessageText(parsed.errors[0].messageText, '\n'));
  return parsed.options;
}

/**
 * TypeScript 3.7 (Judge0 CE 1.13's) as Judge0 runs `tsc %s script.ts`: its defaults plus exactly
 * the options the TypeScript harness sends (`--inlineSourceMap --target ES2019`); `types: []`
 * keeps the workspace's `@types` out, as Judge0 has none.
 */
export const TS37_HARNESS: Compiler = { api: ts37, options: { ...harnessOptions(ts37), types: [] } };

/**
 * The workspace's TypeScript as this project's sandbox runs it: its own options (`--target es2022
 * --strict false --types node`) followed by the harness's, which win as later words do on tsc's command line.
 */
export const WORKSPACE_SANDBOX: Compiler = {
  api: ts as unknown as typeof ts37,
  options: {
    target: ts.ScriptTarget.ES2022 as number,
    module: ts.ModuleKind.CommonJS as number,
    strict: false,
    skipLibCheck: true,
    types: ['node'],
    ...harnessOptions(ts as unknown as typeof ts37),
  },
};

const libraryFiles = new Map<string, ts37.SourceFile | undefined>();

/**
 * Compiles one `script.ts` in memory (library files parsed once per process) and returns the
 * emitted JavaScript, or the diagnostics formatted as tsc prints them (`script.ts(3,15): error TS1109: ...`).
 */
export function compileTypeScript(compiler: Compiler, source: string): { js: string } | { errors: string } {
  const { api, options } = compiler;
  const host = api.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  let js = '';
  host.getSourceFile = (fileName, languageVersion) => {
    if (fileName === 'script.ts') return api.createSourceFile(fileName, source, languageVersion);
    const key = `${api.version}:${languageVersion}:${fileName}`;
    if (!libraryFiles.has(key)) libraryFiles.set(key, getSourceFile(fileName, languageVersion));
    return libraryFiles.get(key);
  };
  host.writeFile = (fileName, text) => {
    if (fileName.endsWith('.js')) js = text;
  };
  const program = api.createProgram(['script.ts'], options, host);
  // The script's own diagnostics and the program-wide ones: the library files are the same for every
  // script, and checking them again for each would multiply the time (tenfold) without changing the answer.
  const script = program.getSourceFile('script.ts') as ts37.SourceFile;
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(script),
    ...program.getSemanticDiagnostics(script),
  ];
  if (diagnostics.length > 0) {
    return { errors: api.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => '', getNewLine: () => '\n' }) };
  }
  // Emitting the one script: emit() of the whole program type-checks every library file first.
  program.emit(script);
  return { js };
}
