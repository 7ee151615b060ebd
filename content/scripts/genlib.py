"""Shared helpers for the per-problem test generators (content/problems/<slug>/gen.py).

A generator builds a list of cases (Python values for the signature's parameters, in order) and
calls `write_inputs(__file__, cases)`, which writes tests/NN.in as one JSON value per parameter
per line. `npm run content:generate` runs the generator and then the Python reference through the
real harness for tests/NN.out, so expected answers always come from a reference. The tree helpers
build LeetCode's level-order lists.
"""
import json
import os
import random
import sys


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
