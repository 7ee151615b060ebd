"""Authoring aid: expand one problem source file (.src) into a content/problems/<slug>/ folder.

The .src format is a sequence of sections, each starting with a line `@@ <name>`:
  meta (JSON: slug, title, difficulty, topics, companies, fn, params [[name, type]...], returns,
  optional timeLimitMs, memoryLimitKb, samples [{explanation?}], inputNote, outputNote),
  statement, constraints, hints, editorial, py, js, java, ts (reference functions: the learner's
  part only; the I/O wrapper is generated), wrong:<name>.<ext> (same, for wrong solutions), gen
  (Python that builds `cases`; the sample cases come first).
The generated files are the reviewed, loaded artefacts; the .src is only a convenience.
Usage: /usr/bin/python3 content/scripts/scaffold.py path/to/problem.src [...]
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROBLEMS = os.path.join(ROOT, 'problems')


def snake(name):
    return re.sub(r'(?<!^)([A-Z])', r'_\1', name).lower()


def expand_params(params):
    out = []
    for name, typ in params:
        if typ == 'graph':
            out += [('n', 'int'), ('edges', 'int[][]')]
        else:
            out.append((name, typ))
    return out


PY_T = {'int': 'int', 'long': 'int', 'bool': 'bool', 'string': 'str', 'int[]': 'List[int]', 'string[]': 'List[str]',
        'int[][]': 'List[List[int]]', 'string[][]': 'List[List[str]]', 'tree': 'Optional[TreeNode]'}
TS_T = {'int': 'number', 'long': 'number', 'bool': 'boolean', 'string': 'string', 'int[]': 'number[]', 'string[]': 'string[]',
        'int[][]': 'number[][]', 'string[][]': 'string[][]', 'tree': 'TreeNode | null'}
JAVA_P = {'int': 'int', 'long': 'long', 'string': 'String', 'int[]': 'int[]', 'string[]': 'String[]', 'int[][]': 'int[][]',
          'tree': 'TreeNode'}
JAVA_R = {'int': 'int', 'long': 'long', 'bool': 'boolean', 'string': 'String', 'int[]': 'int[]', 'string[]': 'List<String>',
          'int[][]': 'List<List<Integer>>', 'string[][]': 'List<List<String>>', 'tree': 'TreeNode'}
PY_D = {'int': '0', 'long': '0', 'bool': 'False', 'string': '""', 'tree': 'None'}
JS_D = {'int': '0', 'long': '0', 'bool': 'false', 'string': "''", 'tree': 'null'}
JAVA_D = {'int': '0', 'long': '0L', 'bool': 'false', 'string': '""', 'int[]': 'new int[0]', 'tree': 'null'}


def uses_tree(meta):
    return meta['returns'] == 'tree' or any(t == 'tree' for _, t in meta['params'])


# ---------------------------------------------------------------- Python
def py_starter(meta):
    ps = ', '.join(f'{snake(n)}: {PY_T[t]}' for n, t in expand_params(meta['params']))
    return (f"def {snake(meta['fn'])}({ps}) -> {PY_T[meta['returns']]}:\n"
            f"    # Write your code here.\n    return {PY_D.get(meta['returns'], '[]')}\n")


def py_wrap(meta, code):
    tree = uses_tree(meta)
    head = 'import sys\nfrom typing import List, Optional\n\nsys.setrecursionlimit(1 << 16)\n\n'
    if tree:
        head += ('\nclass TreeNode:\n    def __init__(self, val: int = 0, left: "Optional[TreeNode]" = None,'
                 ' right: "Optional[TreeNode]" = None) -> None:\n'
                 '        self.val = val\n        self.left = left\n        self.right = right\n\n\n')
    io = ['', '',
          'def main() -> None:',
          "    lines = [s.rstrip('\\r') for s in sys.stdin.read().split('\\n')]",
          '    pos = 0']
    args = []
    for name, typ in meta['params']:
        v = snake(name)
        if typ in ('int', 'long'):
            io += [f'    {v} = int(lines[pos])', '    pos += 1']
        elif typ == 'string':
            io += [f'    {v} = lines[pos]', '    pos += 1']
        elif typ == 'int[]':
            io += [f'    {v} = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]', '    pos += 2']
        elif typ == 'string[]':
            io += [f'    {v} = lines[pos + 1].split()[:int(lines[pos])]', '    pos += 2']
        elif typ in ('int[][]', 'graph'):
            tgt = 'edges' if typ == 'graph' else v
            io += [f'    rows = int(lines[pos].split()[0])']
            if typ == 'graph':
                io += ['    n = rows', '    rows = int(lines[pos].split()[1])']
            io += [f'    {tgt} = [[int(x) for x in lines[pos + 1 + i].split()] for i in range(rows)]',
                   '    pos += 1 + rows']
        elif typ == 'tree':
            io += [f'    {v} = read_tree(lines[pos])', '    pos += 1']
        args += ['n', 'edges'] if typ == 'graph' else [v]
    io.append(f"    result = {snake(meta['fn'])}({', '.join(args)})")
    r = meta['returns']
    if r in ('int', 'long', 'string'):
        io.append('    print(result)')
    elif r == 'bool':
        io.append("    print('true' if result else 'false')")
    elif r in ('int[]', 'string[]'):
        io.append("    print(' '.join(str(x) for x in result))")
    elif r in ('int[][]', 'string[][]'):
        io.append("    print('\\n'.join([str(len(result))] + [' '.join(str(x) for x in row) for row in result]))")
    elif r == 'tree':
        io.append('    print(write_tree(result))')
    helpers = ''
    if any(t == 'tree' for _, t in meta['params']):
        helpers += '''

def read_tree(line: str) -> Optional[TreeNode]:
    tokens = line.split()
    if not tokens or tokens[0] == 'null':
        return None
    root = TreeNode(int(tokens[0]))
    queue = [root]
    head, i = 0, 1
    while i < len(tokens):
        node = queue[head]
        head += 1
        for side in ('left', 'right'):
            if i < len(tokens) and tokens[i] != 'null':
                child = TreeNode(int(tokens[i]))
                setattr(node, side, child)
                queue.append(child)
            i += 1
    return root
'''
    if meta['returns'] == 'tree':
        helpers += '''

def write_tree(root: Optional[TreeNode]) -> str:
    out: List[str] = []
    queue = [root]
    head = 0
    while head < len(queue):
        node = queue[head]
        head += 1
        if node is None:
            out.append('null')
        else:
            out.append(str(node.val))
            queue.append(node.left)
            queue.append(node.right)
    while out and out[-1] == 'null':
        out.pop()
    return ' '.join(out) if out else 'null'
'''
    return (head + code.rstrip() + '\n\n\n# ---- input/output (do not edit) ----' + helpers + '\n'.join(io)
            + "\n\n\nif __name__ == '__main__':\n    main()\n")


# ---------------------------------------------------------------- JavaScript / TypeScript
def js_starter(meta, ts):
    ps = expand_params(meta['params'])
    r = meta['returns']
    if ts:
        sig = ', '.join(f'{n}: {TS_T[t]}' for n, t in ps)
        return f"function {meta['fn']}({sig}): {TS_T[r]} {{\n  // Write your code here.\n  return {JS_D.get(r, '[]')};\n}}\n"
    doc = '/**\n' + ''.join(f' * @param {{{TS_T[t]}}} {n}\n' for n, t in ps) + f' * @return {{{TS_T[r]}}}\n */\n'
    return doc + f"function {meta['fn']}({', '.join(n for n, _ in ps)}) {{\n  // Write your code here.\n  return {JS_D.get(r, '[]')};\n}}\n"


def js_wrap(meta, code, ts):
    tree = uses_tree(meta)
    head = ''
    if tree:
        if ts:
            head = ('class TreeNode {\n  val: number;\n  left: TreeNode | null;\n  right: TreeNode | null;\n'
                    '  constructor(val = 0, left: TreeNode | null = null, right: TreeNode | null = null) {\n'
                    '    this.val = val;\n    this.left = left;\n    this.right = right;\n  }\n}\n\n')
        else:
            head = ('class TreeNode {\n  constructor(val = 0, left = null, right = null) {\n'
                    '    this.val = val;\n    this.left = left;\n    this.right = right;\n  }\n}\n\n')
    S = (lambda s: s) if ts else (lambda s: re.sub(r': (\(TreeNode \| null\)\[\]|TreeNode \| null|TreeNode\[\]|number\[\]\[\]|string\[\]\[\]|number\[\]|string\[\]|number|string|boolean)(?=[ ,)=;])', '', s))
    io = ['', '// ---- input/output (do not edit) ----',
          "const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\\n').map((s: string) => s.replace(/\\r$/, ''));",
          'let inputPos = 0;',
          "const readLine = (): string => inputLines[inputPos++] ?? '';"]
    if any(t in ('int[]', 'string[]', 'int[][]', 'graph') for _, t in meta['params']):
        io.append('const readTokens = (): string[] => readLine().trim().split(/\\s+/).filter((t: string) => t.length > 0);')
    args = []
    body = []
    for name, typ in meta['params']:
        if typ in ('int', 'long'):
            body.append(f'const {name}: number = Number(readLine().trim());')
        elif typ == 'string':
            body.append(f'const {name}: string = readLine();')
        elif typ == 'int[]':
            body += [f'const {name}Length = Number(readLine().trim());',
                     f'const {name}: number[] = readTokens().slice(0, {name}Length).map(Number);']
        elif typ == 'string[]':
            body += [f'const {name}Length = Number(readLine().trim());',
                     f'const {name}: string[] = readTokens().slice(0, {name}Length);']
        elif typ in ('int[][]', 'graph'):
            tgt = 'edges' if typ == 'graph' else name
            hdr = 'header' + (tgt[0].upper() + tgt[1:])
            body.append(f'const {hdr}: number[] = readTokens().map(Number);')
            if typ == 'graph':
                body.append(f'const n: number = {hdr}[0];')
            cnt = f'{hdr}[1]' if typ == 'graph' else f'{hdr}[0]'
            body += [f'const {tgt}: number[][] = [];',
                     f'for (let i = 0; i < {cnt}; i++) {tgt}.push(readTokens().map(Number));']
        elif typ == 'tree':
            body.append(f'const {name}: TreeNode | null = readTree(readLine());')
        args += ['n', 'edges'] if typ == 'graph' else [name]
    body.append(f"const result = {meta['fn']}({', '.join(args)});")
    r = meta['returns']
    if r in ('int', 'long', 'string'):
        body.append('console.log(String(result));')
    elif r == 'bool':
        body.append("console.log(result ? 'true' : 'false');")
    elif r in ('int[]', 'string[]'):
        body.append("console.log(result.join(' '));")
    elif r in ('int[][]', 'string[][]'):
        body.append("console.log([String(result.length), ...result.map((row) => row.join(' '))].join('\\n'));")
    elif r == 'tree':
        body.append('console.log(writeTree(result));')
    helpers = []
    if any(t == 'tree' for _, t in meta['params']):
        helpers += '''
function readTree(line: string): TreeNode | null {
  const tokens = line.trim().split(/\\s+/).filter((t: string) => t.length > 0);
  if (tokens.length === 0 || tokens[0] === 'null') return null;
  const root = new TreeNode(Number(tokens[0]));
  const queue: TreeNode[] = [root];
  let head = 0;
  let i = 1;
  while (i < tokens.length) {
    const node = queue[head++];
    if (i < tokens.length && tokens[i] !== 'null') {
      node.left = new TreeNode(Number(tokens[i]));
      queue.push(node.left);
    }
    i++;
    if (i < tokens.length && tokens[i] !== 'null') {
      node.right = new TreeNode(Number(tokens[i]));
      queue.push(node.right);
    }
    i++;
  }
  return root;
}
'''.split('\n')
    if meta['returns'] == 'tree':
        helpers += '''
function writeTree(root: TreeNode | null): string {
  const out: string[] = [];
  const queue: (TreeNode | null)[] = [root];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node === null) {
      out.push('null');
    } else {
      out.push(String(node.val));
      queue.push(node.left, node.right);
    }
  }
  while (out.length > 0 && out[out.length - 1] === 'null') out.pop();
  return out.length > 0 ? out.join(' ') : 'null';
}
'''.split('\n')
    text = '\n'.join(io + helpers + body) + '\n'
    if not ts:
        text = S(text)
        text = re.sub(r'\((\w+): (?:string|number)\)', r'(\1)', text)
        text = text.replace('): TreeNode | null {', ') {').replace('): string {', ') {').replace('(): string =>', '() =>').replace('(): string[] =>', '() =>')
        text = text.replace('const queue: TreeNode[] =', 'const queue =')
        return "'use strict';\n" + head + code.rstrip() + '\n' + text
    return head + code.rstrip() + '\n' + text


# ---------------------------------------------------------------- Java
def java_sig(meta):
    ps = ', '.join(f'{JAVA_P[t]} {n}' for n, t in expand_params(meta['params']))
    return f"static {JAVA_R[meta['returns']]} {meta['fn']}({ps})"


def java_starter(meta):
    return f"{java_sig(meta)} {{\n    // Write your code here.\n    return {JAVA_D.get(meta['returns'], 'new ArrayList<>()')};\n}}\n"


def java_wrap(meta, code):
    tree = uses_tree(meta)
    out = ['import java.io.IOException;', 'import java.nio.charset.StandardCharsets;', 'import java.util.*;', '']
    if tree:
        out += ['class TreeNode {', '    int val;', '    TreeNode left;', '    TreeNode right;', '',
                '    TreeNode(int val) {', '        this.val = val;', '    }', '}', '']
    out.append('public class Main {')
    out += ['    ' + l if l.strip() else '' for l in code.rstrip().split('\n')]
    out += ['', '    // ---- input/output (do not edit) ----', '    private static String[] inputLines;', '    private static int inputPos = 0;', '',
            '    private static String readLine() {',
            '        String s = inputPos < inputLines.length ? inputLines[inputPos] : "";',
            '        inputPos++;',
            '        return s.endsWith("\\r") ? s.substring(0, s.length() - 1) : s;', '    }', '',
            '    private static String[] readTokens() {',
            '        StringTokenizer st = new StringTokenizer(readLine());',
            '        String[] tokens = new String[st.countTokens()];',
            '        for (int i = 0; i < tokens.length; i++) tokens[i] = st.nextToken();',
            '        return tokens;', '    }', '']
    if tree:
        out += '''    private static TreeNode readTree(String line) {
        String[] t = line.trim().isEmpty() ? new String[0] : line.trim().split("\\\\s+");
        if (t.length == 0 || t[0].equals("null")) return null;
        TreeNode root = new TreeNode(Integer.parseInt(t[0]));
        ArrayDeque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        int i = 1;
        while (i < t.length) {
            TreeNode node = queue.poll();
            if (i < t.length && !t[i].equals("null")) {
                node.left = new TreeNode(Integer.parseInt(t[i]));
                queue.add(node.left);
            }
            i++;
            if (i < t.length && !t[i].equals("null")) {
                node.right = new TreeNode(Integer.parseInt(t[i]));
                queue.add(node.right);
            }
            i++;
        }
        return root;
    }

    private static String writeTree(TreeNode root) {
        List<String> out = new ArrayList<>();
        List<TreeNode> queue = new ArrayList<>();
        queue.add(root);
        for (int head = 0; head < queue.size(); head++) {
            TreeNode node = queue.get(head);
            if (node == null) {
                out.add("null");
            } else {
                out.add(String.valueOf(node.val));
                queue.add(node.left);
                queue.add(node.right);
            }
        }
        while (!out.isEmpty() && out.get(out.size() - 1).equals("null")) out.remove(out.size() - 1);
        return out.isEmpty() ? "null" : String.join(" ", out);
    }
'''.split('\n')
    out += ['    public static void main(String[] args) throws IOException {',
            '        inputLines = new String(System.in.readAllBytes(), StandardCharsets.UTF_8).split("\\n", -1);']
    args = []
    for name, typ in meta['params']:
        if typ == 'int':
            out.append(f'        int {name} = Integer.parseInt(readLine().trim());')
        elif typ == 'long':
            out.append(f'        long {name} = Long.parseLong(readLine().trim());')
        elif typ == 'string':
            out.append(f'        String {name} = readLine();')
        elif typ == 'int[]':
            out += [f'        int {name}Length = Integer.parseInt(readLine().trim());',
                    f'        String[] {name}Tokens = readTokens();',
                    f'        int[] {name} = new int[{name}Length];',
                    f'        for (int i = 0; i < {name}Length; i++) {name}[i] = Integer.parseInt({name}Tokens[i]);']
        elif typ == 'string[]':
            out += [f'        int {name}Length = Integer.parseInt(readLine().trim());',
                    f'        String[] {name} = Arrays.copyOf(readTokens(), {name}Length);']
        elif typ in ('int[][]', 'graph'):
            tgt = 'edges' if typ == 'graph' else name
            out.append(f'        String[] {tgt}Header = readTokens();')
            if typ == 'graph':
                out.append(f'        int n = Integer.parseInt({tgt}Header[0]);')
            cnt = f'Integer.parseInt({tgt}Header[{1 if typ == "graph" else 0}])'
            out += [f'        int[][] {tgt} = new int[{cnt}][];',
                    f'        for (int i = 0; i < {tgt}.length; i++) {{',
                    '            String[] row = readTokens();',
                    f'            {tgt}[i] = new int[row.length];',
                    f'            for (int j = 0; j < row.length; j++) {tgt}[i][j] = Integer.parseInt(row[j]);',
                    '        }']
        elif typ == 'tree':
            out.append(f'        TreeNode {name} = readTree(readLine());')
        args += ['n', 'edges'] if typ == 'graph' else [name]
    r = meta['returns']
    out.append(f"        {JAVA_R[r]} result = {meta['fn']}({', '.join(args)});")
    if r in ('int', 'long', 'string', 'bool'):
        out.append('        System.out.println(result);')
    elif r == 'int[]':
        out += ['        StringBuilder sb = new StringBuilder();',
                '        for (int i = 0; i < result.length; i++) {',
                '            if (i > 0) sb.append(\' \');', '            sb.append(result[i]);', '        }',
                '        System.out.println(sb);']
    elif r == 'string[]':
        out.append('        System.out.println(String.join(" ", result));')
    elif r in ('int[][]', 'string[][]'):
        out += ['        StringBuilder sb = new StringBuilder();',
                "        sb.append(result.size()).append('\\n');",
                '        for (List<?> row : result) {',
                '            for (int i = 0; i < row.size(); i++) {',
                "                if (i > 0) sb.append(' ');", '                sb.append(row.get(i));', '            }',
                "            sb.append('\\n');", '        }', '        System.out.print(sb);']
    elif r == 'tree':
        out.append('        System.out.println(writeTree(result));')
    out += ['    }', '}']
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------- description
def io_text(meta):
    lines = ['## Input format', '']
    for name, typ in meta['params']:
        if typ == 'int' or typ == 'long':
            lines.append(f'- One line with the integer `{name}`.')
        elif typ == 'string':
            lines.append(f'- One line holding the string `{name}` exactly (the whole line).')
        elif typ == 'int[]':
            lines.append(f'- One line with the length of `{name}`, then one line with its elements separated by single spaces (an empty line when the length is 0).')
        elif typ == 'string[]':
            lines.append(f'- One line with the number of strings in `{name}`, then one line with the strings separated by single spaces.')
        elif typ == 'int[][]':
            lines.append(f'- One line `r c` (rows and columns of `{name}`), then `r` lines of `c` integers separated by single spaces.')
        elif typ == 'graph':
            lines.append('- One line `n m`: the number of vertices (numbered `0` to `n - 1`) and the number of edges, then `m` lines, one edge each: '
                         + meta.get('edgeFormat', '`u v`') + '.')
        elif typ == 'tree':
            lines.append(f'- One line with the tree `{name}` in level order: node values separated by single spaces, `null` for a missing child, trailing `null`s omitted; an empty tree is the single word `null`.')
    if meta.get('inputNote'):
        lines += ['', meta['inputNote']]
    lines += ['', '## Output format', '']
    r = meta['returns']
    lines.append({
        'int': 'One line with the returned integer.',
        'long': 'One line with the returned integer (it may exceed 32 bits).',
        'bool': 'One line: `true` or `false`.',
        'string': 'One line with the returned string.',
        'int[]': 'One line with the returned integers separated by single spaces.',
        'string[]': 'One line with the returned strings separated by single spaces.',
        'int[][]': 'One line with the number of returned rows `k`, then `k` lines, each a row of integers separated by single spaces.',
        'string[][]': 'One line with the number of returned groups `k`, then `k` lines, each a group of strings separated by single spaces.',
        'tree': 'One line with the returned tree in the same level-order encoding as the input.',
    }[r])
    if meta.get('outputNote'):
        lines += ['', meta['outputNote']]
    return '\n'.join(lines) + '\n'


def parse_src(path):
    sections = {}
    order = []
    cur = None
    with open(path) as f:
        for line in f:
            if line.startswith('@@ '):
                cur = line[3:].strip()
                sections[cur] = []
                order.append(cur)
            elif cur is not None:
                sections[cur].append(line)
    return {k: ''.join(v).strip('\n') + '\n' for k, v in sections.items()}, order


def build(path):
    s, order = parse_src(path)
    meta = json.loads(s['meta'])
    d = os.path.join(PROBLEMS, meta['slug'])
    for sub in ('starters', 'solutions', 'wrong', 'tests'):
        os.makedirs(os.path.join(d, sub), exist_ok=True)
    for sub in ('starters', 'solutions', 'wrong'):
        for name in os.listdir(os.path.join(d, sub)):
            os.remove(os.path.join(d, sub, name))
    problem = {
        'title': meta['title'], 'difficulty': meta['difficulty'], 'topics': meta['topics'], 'companies': meta['companies'],
        'constraints': s['constraints'].strip(), 'hints': s['hints'].strip(), 'samples': meta['samples'],
        'fn': meta['fn'], 'params': meta['params'], 'returns': meta['returns'],
    }
    for k in ('timeLimitMs', 'memoryLimitKb'):
        if k in meta:
            problem[k] = meta[k]
    w = lambda rel, text: open(os.path.join(d, rel), 'w').write(text)
    w('problem.json', json.dumps(problem, indent=2) + '\n')
    w('description.md', s['statement'].rstrip() + '\n\n' + io_text(meta))
    w('editorial.md', s['editorial'])
    w('starters/starter.py', py_wrap(meta, py_starter(meta)))
    w('starters/starter.js', js_wrap(meta, js_starter(meta, False), False))
    w('starters/starter.ts', js_wrap(meta, js_starter(meta, True), True))
    w('starters/Main.java', java_wrap(meta, java_starter(meta)))
    w('solutions/reference.py', py_wrap(meta, s['py']))
    w('solutions/reference.js', js_wrap(meta, s['js'], False))
    w('solutions/reference.ts', js_wrap(meta, s['ts'], True))
    w('solutions/Main.java', java_wrap(meta, s['java']))
    for key in order:
        if key.startswith('wrong:'):
            name = key[6:]
            ext = name.rsplit('.', 1)[1]
            text = {'py': lambda c: py_wrap(meta, c), 'js': lambda c: js_wrap(meta, c, False),
                    'ts': lambda c: js_wrap(meta, c, True), 'java': lambda c: java_wrap(meta, c)}[ext](s[key])
            w('wrong/' + name, text)
    gen = ('"""Test generator: `/usr/bin/python3 gen.py` rewrites tests/ (inputs here, outputs from the Python reference)."""\n'
           'import os\nimport random\nimport sys\n\n'
           "sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))\n"
           'from genlib import bst_level_order, tree_from_parents, write_tests  # noqa: E402,F401\n\n'
           'random.seed(20261122)\n\n' + s['gen'].rstrip() + '\n\nwrite_tests(__file__, cases)\n')
    w('gen.py', gen)
    res = subprocess.run(['/usr/bin/python3', os.path.join(d, 'gen.py')], capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit(f"{meta['slug']}: gen failed\n{res.stderr}")
    n = len([x for x in os.listdir(os.path.join(d, 'tests')) if x.endswith('.in')])
    print(f"{meta['slug']}: {n} tests")


if __name__ == '__main__':
    for p in sys.argv[1:]:
        build(p)
