import * as ts from 'typescript';
import * as ts37 from 'typescript37';

/** One compiler's view: the module and the options a run compiles with. */
interface Compiler {
  api: typeof ts37;
  options: ts37.CompilerOptions;
}

/**
 * TypeScript 3.7 (Judge0 CE 1.13's) with its defaults plus `--inlineSourceMap`, the option the
 * TypeScript harness asks Judge0 for: ES3 target, ES5 library, no `@types` (`types: []` keeps the workspace's out).
 */
export const TS37_DEFAULTS: Compiler = { api: ts37, options: { inlineSourceMap: true, types: [] } };

/** TypeScript 3.7 at Node 12's level (ES2019 library), for typical learner code using Map or spread. */
export const TS37_ES2019: Compiler = { api: ts37, options: { inlineSourceMap: true, types: [], target: ts37.ScriptTarget.ES2019 } };

/** The workspace's TypeScript with this project's sandbox options (`--target es2022 --strict false --types node`). */
export const WORKSPACE_SANDBOX: Compiler = {
  api: ts as unknown as typeof ts37,
  options: { inlineSourceMap: true, target: ts.ScriptTarget.ES2022 as number, module: ts.ModuleKind.CommonJS as number, strict: false, skipLibCheck: true, types: ['node'] },
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
  const diagnostics = [...api.getPreEmitDiagnostics(program)];
  if (diagnostics.length > 0) {
    return { errors: api.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => '', getNewLine: () => '\n' }) };
  }
  program.emit();
  return { js };
}
