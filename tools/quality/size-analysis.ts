import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Longest function, method or arrow function allowed without an exemption, lines. */
export const MAX_FUNCTION_LINES = 60;
/** Longest React component (a function in a .tsx file that returns JSX) allowed without an exemption, lines. */
export const MAX_COMPONENT_LINES = 200;

/**
 * The exemption marker: `// size: <reason>` alone on the line directly above the function (or
 * above the declaration holding it, decorators included). A marker without a reason exempts nothing.
 */
const EXEMPTION = /^\/\/\s*size:\s*(\S.*)$/;

/** One function measured. */
export interface FunctionSize {
  /** Path as given to {@link analyzeSource} (the report passes it relative to the repository). */
  file: string;
  /** `name`, `Class.method`, or `<anonymous>`. */
  name: string;
  /** First line, 1-based (decorators and modifiers included). */
  line: number;
  /** Lines from the first to the last, both included. */
  lines: number;
  kind: 'function' | 'component';
  /** The limit for its kind: {@link MAX_FUNCTION_LINES} or {@link MAX_COMPONENT_LINES}. */
  limit: number;
  /** The reason of its `// size:` marker, when it has one. */
  exemption?: string;
}

/** What the size report prints and gates on. */
export interface SizeReport {
  files: number;
  functions: number;
  /** Over their limit and not exempted, longest first. */
  oversized: FunctionSize[];
  /** Over their limit and exempted with a reason, longest first. */
  exempted: FunctionSize[];
}

type FunctionNode = ts.FunctionLikeDeclaration;

function isMeasured(node: ts.Node): node is FunctionNode {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/**
 * The declaration a function is written in, whose first line the marker sits above:
 * `export const Name = memo((…) => …)` climbs from the arrow to the variable statement.
 */
function declarationOf(node: ts.Node): ts.Node {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (
      parent &&
      (ts.isParenthesizedExpression(parent) ||
        ts.isAsExpression(parent) ||
        ts.isSatisfiesExpression(parent) ||
        (ts.isCallExpression(parent) && parent.arguments.includes(current as ts.Expression)) ||
        ts.isVariableDeclaration(parent) ||
        ts.isVariableDeclarationList(parent) ||
        ts.isVariableStatement(parent) ||
        ts.isPropertyAssignment(parent) ||
        ts.isPropertyDeclaration(parent) ||
        ts.isExportAssignment(parent))
    ) {
      current = parent;
    } else {
      return current;
    }
  }
}

function propertyName(name: ts.PropertyName | ts.BindingName | undefined, source: ts.SourceFile): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return name.getText(source);
}

/** `Class.` for a member of a class, else ''. */
function ownerOf(member: ts.Node): string {
  return ts.isClassLike(member.parent) ? `${member.parent.name?.text ?? '<class>'}.` : '';
}

function nameOf(node: FunctionNode, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return `${ownerOf(node)}constructor`;
  const own = propertyName(node.name, source);
  if (own) return `${ownerOf(node)}${own}`;
  for (let current: ts.Node = node.parent; current && current !== source; current = current.parent) {
    if (ts.isVariableDeclaration(current) || ts.isPropertyAssignment(current) || ts.isPropertyDeclaration(current)) {
      return `${ownerOf(current)}${propertyName(current.name, source) ?? '<anonymous>'}`;
    }
    if (!ts.isParenthesizedExpression(current) && !ts.isAsExpression(current) && !ts.isCallExpression(current)) break;
  }
  return '<anonymous>';
}

/** True when `expression` is JSX, through parentheses and either branch of `?:` or `&&`/`||`. */
function isJsx(expression: ts.Expression | undefined): boolean {
  if (!expression) return false;
  if (ts.isJsxElement(expression) || ts.isJsxSelfClosingElement(expression) || ts.isJsxFragment(expression)) return true;
  if (ts.isParenthesizedExpression(expression)) return isJsx(expression.expression);
  if (ts.isConditionalExpression(expression)) return isJsx(expression.whenTrue) || isJsx(expression.whenFalse);
  if (ts.isBinaryExpression(expression)) return isJsx(expression.left) || isJsx(expression.right);
  return false;
}

/** True when the function itself (not a function nested in it) returns JSX. */
function returnsJsx(node: FunctionNode): boolean {
  const body = node.body;
  if (!body) return false;
  if (!ts.isBlock(body)) return isJsx(body);
  let found = false;
  const visit = (child: ts.Node): void => {
    if (found || isMeasured(child) || ts.isClassLike(child)) return;
    if (ts.isReturnStatement(child) && isJsx(child.expression)) found = true;
    else ts.forEachChild(child, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** The reason of a `// size: <reason>` marker on the line above `line` (1-based), if any. */
function exemptionAbove(lines: string[], line: number): string | undefined {
  const above = lines[line - 2]?.trim();
  return above === undefined ? undefined : EXEMPTION.exec(above)?.[1].trim();
}

/**
 * Measures every function, method, constructor, accessor and arrow function of one source file,
 * nested ones included (each counted on its own). In a `.tsx` file a function that returns JSX is a
 * component, held to {@link MAX_COMPONENT_LINES}; every other function to {@link MAX_FUNCTION_LINES}.
 * Overloads without a body are skipped. Never throws on a syntax error: TypeScript's parser recovers.
 */
export function analyzeSource(file: string, text: string): FunctionSize[] {
  const isTsx = file.endsWith('.tsx');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, isTsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = text.split('\n');
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const sizes: FunctionSize[] = [];
  const visit = (node: ts.Node): void => {
    if (isMeasured(node) && node.body) {
      const first = lineOf(node.getStart(source));
      const kind = isTsx && returnsJsx(node) ? 'component' : 'function';
      sizes.push({
        file,
        name: nameOf(node, source),
        line: first,
        lines: lineOf(node.getEnd()) - first + 1,
        kind,
        limit: kind === 'component' ? MAX_COMPONENT_LINES : MAX_FUNCTION_LINES,
        exemption: exemptionAbove(lines, first) ?? exemptionAbove(lines, lineOf(declarationOf(node).getStart(source))),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sizes;
}

/** Splits measured functions into the report: those over their limit, exempted or not, longest first. */
export function summarizeSizes(files: number, sizes: FunctionSize[]): SizeReport {
  const over = sizes.filter((size) => size.lines > size.limit).sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
  return {
    files,
    functions: sizes.length,
    oversized: over.filter((size) => size.exemption === undefined),
    exempted: over.filter((size) => size.exemption !== undefined),
  };
}

/** Projects that only run tests (the browser tests and the test harness library): not measured. */
const TEST_PROJECTS = new Set(['apps/web-e2e', 'libs/testing']);

const isTestFile = (name: string) => /\.(spec|e2e-spec|test)\.tsx?$/.test(name);

/**
 * The production sources the size report measures: every `.ts`/`.tsx` under `apps/<app>/src` and
 * `libs/<lib>/src` of `root`, except spec files, declaration files and {@link TEST_PROJECTS}.
 * Paths are relative to `root`, sorted.
 */
export function productionSources(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestFile(entry.name)) {
        found.push(relative(root, path));
      }
    }
  };
  for (const group of ['apps', 'libs']) {
    for (const project of readdirSync(join(root, group), { withFileTypes: true })) {
      const name = `${group}/${project.name}`;
      if (!project.isDirectory() || TEST_PROJECTS.has(name)) continue;
      const src = join(root, name, 'src');
      if (readdirSync(join(root, name)).includes('src')) walk(src);
    }
  }
  return found.sort();
}

/** Measures every production source of `root` ({@link productionSources}) into a {@link SizeReport}. */
export function sizeReport(root: string): SizeReport {
  const files = productionSources(root);
  return summarizeSizes(
    files.length,
    files.flatMap((file) => analyzeSource(file, readFileSync(join(root, file), 'utf8'))),
  );
}
