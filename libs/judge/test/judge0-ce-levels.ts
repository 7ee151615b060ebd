import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Parser, type Node as AcornNode } from 'acorn';
import { compileTypeScript, TS37_HARNESS } from './typescript-compile';

/**
 * Checks of programs at the language levels of Judge0 CE 1.13 (Python 3.8, Node.js 12 = ES2019,
 * TypeScript 3.7, OpenJDK 13, GCC 9 at C++17) with the tools of this machine. Each checker takes
 * many programs at once (one process per language where it can) and answers, per program in
 * order, `'ok'` or what that Judge0 would refuse.
 */

const PYTHON = '/usr/bin/python3';
const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';
const GXX = '/usr/bin/g++';

/**
 * Python 3.8 in one `python3` process: `ast.parse(..., feature_version=(3, 8))` for the grammar
 * (a failure reads `error line N: message`); besides, what parses but fails when 3.8 runs it:
 * builtin generics (`list[int]`) and `X | Y` in annotations that 3.8 evaluates (parameters,
 * returns, module and class variables, unless `from __future__ import annotations`), and the
 * standard library's later additions a solution is likely to reach for.
 */
const PYTHON38_CHECK = String.raw`
import ast, json, sys
GENERICS = {"list", "dict", "set", "frozenset", "tuple", "type"}
MODULE_API = {("math", "lcm"): "3.9", ("math", "nextafter"): "3.9", ("math", "ulp"): "3.9", ("functools", "cache"): "3.9", ("itertools", "pairwise"): "3.10"}
METHODS = {"removeprefix": "3.9", "removesuffix": "3.9", "bit_count": "3.10"}
KEYWORDS = {("zip", "strict"): "3.10", ("bisect_left", "key"): "3.10", ("bisect_right", "key"): "3.10", ("bisect", "key"): "3.10", ("insort", "key"): "3.10"}

def annotation_findings(node):
    for sub in ast.walk(node):
        if isinstance(sub, ast.Subscript) and isinstance(sub.value, ast.Name) and sub.value.id in GENERICS:
            yield "line %d: %s[...] in an annotation needs Python 3.9 (typing.%s works in 3.8)" % (sub.lineno, sub.value.id, sub.value.id.capitalize())
        if isinstance(sub, ast.BinOp) and isinstance(sub.op, ast.BitOr):
            yield "line %d: X | Y in an annotation needs Python 3.10 (typing.Optional or Union works in 3.8)" % sub.lineno

def evaluated_annotations(tree):
    def visit(node, in_function):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                a = child.args
                for arg in a.posonlyargs + a.args + a.kwonlyargs + [a.vararg, a.kwarg]:
                    if arg is not None and arg.annotation is not None:
                        yield arg.annotation
                if child.returns is not None:
                    yield child.returns
                yield from visit(child, True)
            elif isinstance(child, ast.AnnAssign) and not in_function and isinstance(child.target, ast.Name):
                yield child.annotation
            else:
                yield from visit(child, in_function)
    yield from visit(tree, False)

def findings(source):
    try:
        tree = ast.parse(source, feature_version=(3, 8))
    except SyntaxError as e:
        return ["error line %s: %s" % (e.lineno, e.msg)]
    found = []
    postponed = any(isinstance(n, ast.ImportFrom) and n.module == "__future__" and any(a.name == "annotations" for a in n.names) for n in tree.body)
    if not postponed:
        for annotation in evaluated_annotations(tree):
            found.extend(annotation_findings(annotation))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            if isinstance(node.value, ast.Name) and (node.value.id, node.attr) in MODULE_API:
                found.append("line %d: %s.%s needs Python %s" % (node.lineno, node.value.id, node.attr, MODULE_API[(node.value.id, node.attr)]))
            elif node.attr in METHODS:
                found.append("line %d: .%s() needs Python %s" % (node.lineno, node.attr, METHODS[node.attr]))
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if (node.module, alias.name) in MODULE_API:
                    found.append("line %d: %s.%s needs Python %s" % (node.lineno, node.module, alias.name, MODULE_API[(node.module, alias.name)]))
        elif isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr if isinstance(node.func, ast.Attribute) else None
            for keyword in node.keywords:
                if (name, keyword.arg) in KEYWORDS:
                    found.append("line %d: %s(%s=...) needs Python %s" % (node.lineno, name, keyword.arg, KEYWORDS[(name, keyword.arg)]))
    return found

for source in json.load(sys.stdin):
    print(json.dumps("; ".join(findings(source)) or "ok"))
`;

/** Python 3.8 (Judge0 CE 1.13's Python): per source `'ok'` or the findings, all in one `python3` process. */
export function python38Findings(sources: string[]): string[] {
  const out = execFileSync(PYTHON, ['-c', PYTHON38_CHECK], { input: JSON.stringify(sources), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.trim().split('\n').map((line) => JSON.parse(line) as string);
}

/** Parses as ECMAScript 2019, the level of Judge0 CE 1.13's Node.js 12 (no `?.`, no `??`). @throws SyntaxError past it */
export const parseEs2019 = (source: string): AcornNode => Parser.parse(source, { ecmaVersion: 2019, sourceType: 'script' });

/** Methods and globals Node.js 12 lacks (each arrived with a later Node), which ES2019's grammar cannot show. */
const LATER_MEMBERS = new Set(['at', 'replaceAll', 'findLast', 'findLastIndex', 'hasOwn', 'toSorted', 'toReversed', 'toSpliced', 'groupBy', 'any']);
const LATER_GLOBALS = new Set(['structuredClone', 'AggregateError', 'WeakRef', 'FinalizationRegistry']);

/** Every node of an acorn tree, depth first. */
function* walk(node: unknown): Generator<AcornNode & Record<string, unknown>> {
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item);
  } else if (node && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string') {
    yield node as AcornNode & Record<string, unknown>;
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* walk(value);
  }
}

/**
 * JavaScript on Node.js 12: per source `'ok'`, the ES2019 parse error, or the later methods and
 * globals it uses (by name: `.at(`, `.replaceAll(`, `Object.hasOwn`, `structuredClone` ...).
 */
export function es2019Findings(sources: string[]): string[] {
  return sources.map((source) => {
    let tree: AcornNode;
    try {
      tree = parseEs2019(source);
    } catch (error) {
      return `error: ${(error as Error).message}`;
    }
    const found = new Set<string>();
    for (const node of walk(tree)) {
      const property = node.type === 'MemberExpression' && !node.computed ? (node.property as { name?: string }).name : undefined;
      if (property && LATER_MEMBERS.has(property)) found.add(`.${property} is newer than Node.js 12`);
      if (node.type === 'Identifier' && LATER_GLOBALS.has(node.name as string)) found.add(`${node.name as string} is newer than Node.js 12`);
    }
    return [...found].join('; ') || 'ok';
  });
}

/**
 * TypeScript 3.7 with the harness's options (Judge0 CE 1.13's `tsc %s script.ts`): per program
 * `'ok'`, tsc's diagnostics, or the Node.js 12 findings of the JavaScript it emits.
 */
export function typescript37Findings(programs: string[]): string[] {
  return programs.map((program) => {
    const compiled = compileTypeScript(TS37_HARNESS, program);
    return 'errors' in compiled ? compiled.errors.trim() : es2019Findings([compiled.js])[0];
  });
}

/**
 * The compiler of OpenJDK 17 at `--release 13` (Judge0 CE 1.13's Java): language and API of
 * Java 13. One JVM compiles every program, each in its own directory (all are `Main.java`).
 */
const JAVA_CHECK = `
import java.io.ByteArrayOutputStream;
import javax.tools.ToolProvider;
public class Check {
  public static void main(String[] dirs) {
    var javac = ToolProvider.getSystemJavaCompiler();
    for (String dir : dirs) {
      var out = new ByteArrayOutputStream();
      int code = javac.run(null, out, out, "--release", "13", "-proc:none", "-nowarn", "-d", dir + "/classes", dir + "/Main.java");
      System.out.println("\\u0000" + code + "\\u0000" + out.toString().replace('\\u0000', ' '));
    }
  }
}
`;

/** Java 13: per program (a whole `Main.java`) `'ok'` or javac's messages; one JVM for all. */
export async function java13Findings(programs: string[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'judge0-ce-java-'));
  try {
    writeFileSync(join(dir, 'Check.java'), JAVA_CHECK);
    const dirs = programs.map((program, i) => {
      const programDir = join(dir, String(i));
      mkdirSync(programDir);
      writeFileSync(join(programDir, 'Main.java'), program);
      return programDir;
    });
    const { stdout } = await promisify(execFile)(join(JAVA_HOME, 'bin', 'java'), ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', join(dir, 'Check.java'), ...dirs], { maxBuffer: 64 * 1024 * 1024 });
    const parts = stdout.split('\u0000').slice(1);
    return programs.map((_, i) => (parts[2 * i] === '0' ? 'ok' : parts[2 * i + 1].trim()));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The g++ options of the C++17 check: later-standard features are errors, not extensions. */
const CPP17 = ['-std=c++17', '-pedantic-errors'];

/**
 * Precompiles `<bits/stdc++.h>` (every harness program's first line) with the check's options into
 * `<dir>/bits/stdc++.h.gch`, which g++ reads instead of the header when `dir` is on the include
 * path: each program's check then costs a fifth of the time.
 */
function precompileStdcxx(dir: string): void {
  const dependencies = execFileSync(GXX, [...CPP17, '-M', '-x', 'c++', '-'], { input: '#include <bits/stdc++.h>\n', encoding: 'utf8' });
  const header = dependencies.split(/\s+/).find((path) => path.endsWith('/bits/stdc++.h'));
  if (!header) throw new Error('g++ does not find <bits/stdc++.h>');
  mkdirSync(join(dir, 'bits'));
  execFileSync(GXX, [...CPP17, '-x', 'c++-header', header, '-o', join(dir, 'bits', 'stdc++.h.gch')]);
}

/**
 * C++17 as GCC 9 (Judge0 CE 1.13's) is asked for it: the host's g++ with `-std=c++17
 * -pedantic-errors -fsyntax-only`, `<bits/stdc++.h>` precompiled once when a program starts with
 * it (as the harness's do), two programs at a time.
 * Library features GCC 12 has and GCC 9 lacks are not seen.
 */
export async function cpp17Findings(programs: string[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'judge0-ce-cpp-'));
  try {
    if (programs.some((program) => program.startsWith('#include <bits/stdc++.h>'))) precompileStdcxx(dir);
    const results: string[] = new Array(programs.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < programs.length) {
        const i = next++;
        const child = execFile(GXX, [...CPP17, '-fsyntax-only', '-I', dir, '-x', 'c++', '-'], { maxBuffer: 16 * 1024 * 1024 });
        let stderr = '';
        child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.stdin?.end(programs[i]);
        const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
        results[i] = code === 0 ? 'ok' : stderr.trim();
      }
    };
    await Promise.all([worker(), worker()]);
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
