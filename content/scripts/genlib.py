"""Shared helpers for the per-problem test generators (content/problems/<slug>/gen.py).

A generator builds a list of input cases (Python values matching the problem's `params` in
problem.json) and calls `write_tests(__file__, cases)`. The helper serialises each case in the
stdin encoding documented in content/README.md, writes tests/NN.in, and computes tests/NN.out by
running the Python reference solution, so expected outputs always come from a reference.
"""
import json
import os
import random
import subprocess
import sys

PYTHON = '/usr/bin/python3'


def encode_tree(level):
    """Level-order list (None for a missing child) -> one line of tokens; empty tree -> 'null'."""
    while level and level[-1] is None:
        level = level[:-1]
    if not level:
        return 'null'
    return ' '.join('null' if v is None else str(v) for v in level)


def encode(value, typ):
    """Serialise one parameter value as a list of input lines."""
    if typ in ('int', 'long'):
        return [str(value)]
    if typ == 'string':
        return [value]
    if typ in ('int[]', 'string[]'):
        return [str(len(value)), ' '.join(str(x) for x in value)]
    if typ == 'int[][]':
        cols = len(value[0]) if value else 0
        return [f'{len(value)} {cols}'] + [' '.join(str(x) for x in row) for row in value]
    if typ == 'graph':
        n, edges = value
        return [f'{n} {len(edges)}'] + [' '.join(str(x) for x in e) for e in edges]
    if typ == 'tree':
        return [encode_tree(value)]
    raise ValueError(f'unknown type {typ}')


def tree_from_parents(values, shape_seed=0, max_height=None):
    """Random binary tree holding `values` in random shape, returned as a level-order list."""
    rng = random.Random(shape_seed)
    n = len(values)
    if n == 0:
        return []
    left = [-1] * n
    right = [-1] * n
    depth = [0] * n
    free = [0]  # nodes with at least one free child slot
    for i in range(1, n):
        while True:
            k = rng.randrange(len(free))
            p = free[k]
            if max_height is not None and depth[p] + 1 > max_height:
                free[k] = free[-1]
                free.pop()
                continue
            slots = [s for s, c in (('l', left[p]), ('r', right[p])) if c == -1]
            s = rng.choice(slots)
            if s == 'l':
                left[p] = i
            else:
                right[p] = i
            depth[i] = depth[p] + 1
            if left[p] != -1 and right[p] != -1:
                free[k] = free[-1]
                free.pop()
            free.append(i)
            break
    return level_order(values, left, right)


def level_order(values, left, right):
    """Node arrays (index 0 is the root, -1 = no child) -> LeetCode-style level-order list."""
    out = []
    queue = [0]
    head = 0
    while head < len(queue):
        i = queue[head]
        head += 1
        if i == -1:
            out.append(None)
            continue
        out.append(values[i])
        queue.append(left[i])
        queue.append(right[i])
    while out and out[-1] is None:
        out.pop()
    return out


def bst_level_order(keys):
    """Insert `keys` in the given order into a BST and return its level-order list."""
    if not keys:
        return []
    left, right, vals = [-1], [-1], [keys[0]]
    for k in keys[1:]:
        cur = 0
        while True:
            if k < vals[cur]:
                if left[cur] == -1:
                    left[cur] = len(vals)
                    break
                cur = left[cur]
            else:
                if right[cur] == -1:
                    right[cur] = len(vals)
                    break
                cur = right[cur]
        vals.append(k)
        left.append(-1)
        right.append(-1)
    return level_order(vals, left, right)


def write_tests(gen_file, cases):
    """Write tests/NN.in for every case and tests/NN.out from the Python reference solution."""
    here = os.path.dirname(os.path.abspath(gen_file))
    with open(os.path.join(here, 'problem.json')) as f:
        meta = json.load(f)
    tests = os.path.join(here, 'tests')
    os.makedirs(tests, exist_ok=True)
    for name in os.listdir(tests):
        os.remove(os.path.join(tests, name))
    params = meta['params']
    for i, case in enumerate(cases, start=1):
        if len(params) == 1:
            case = (case,)
        lines = []
        for (_, typ), value in zip(params, case):
            lines.extend(encode(value, typ))
        text = '\n'.join(lines) + '\n'
        base = os.path.join(tests, f'{i:02d}')
        with open(base + '.in', 'w') as f:
            f.write(text)
        res = subprocess.run([PYTHON, os.path.join(here, 'solutions', 'reference.py')], input=text,
                             capture_output=True, text=True, timeout=60)
        if res.returncode != 0:
            sys.exit(f'reference failed on test {i}: {res.stderr}')
        with open(base + '.out', 'w') as f:
            f.write(res.stdout)


def write_inputs(gen_file, cases):
    """Function-signature problems: write tests/NN.in, one JSON value per parameter per line.

    A case is the tuple of the arguments in the order of the signature's parameters (a single
    value when there is one parameter); for a design problem, the tuple (operations, arguments).
    Trees are level-order lists with None for a missing child, linked lists plain lists.
    The expected answers (tests/NN.out) are written by `npm run content:generate`, which runs this
    generator and then the Python reference through the real harness.
    """
    here = os.path.dirname(os.path.abspath(gen_file))
    with open(os.path.join(here, 'problem.json')) as f:
        signature = json.load(f)['signature']
    arity = 2 if signature['kind'] == 'design' else len(signature['params'])
    tests = os.path.join(here, 'tests')
    os.makedirs(tests, exist_ok=True)
    for name in os.listdir(tests):
        os.remove(os.path.join(tests, name))
    for i, case in enumerate(cases, start=1):
        values = (case,) if arity == 1 else tuple(case)
        if len(values) != arity:
            sys.exit(f'case {i} has {len(values)} values, the signature takes {arity}')
        text = ''.join(json.dumps(v, separators=(',', ':'), ensure_ascii=False) + '\n' for v in values)
        with open(os.path.join(tests, f'{i:02d}.in'), 'w') as f:
            f.write(text)
