"""Test inputs of this problem: `npm run content:generate count-islands` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

def rnd(r, c, p):
    return [[1 if random.random() < p else 0 for _ in range(c)] for _ in range(r)]
def snake(r, c):
    g = [[0] * c for _ in range(r)]
    for i in range(r):
        if i % 2 == 0:
            g[i] = [1] * c
        else:
            g[i][c - 1 if i % 4 == 1 else 0] = 1
    return g
cases = [[[1, 1, 0, 0, 0], [1, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 1]], [[1, 0, 1], [0, 1, 0], [1, 0, 1]], [[0]], [[1]],
         [[1, 0, 1], [1, 0, 1], [1, 1, 1]], [[0, 1], [1, 1]], [[1, 1, 1, 1]], rnd(10, 10, 0.45), rnd(100, 80, 0.5),
         rnd(150, 150, 0.4), snake(300, 300), rnd(150, 150, 0.7), [[0] * 100 for _ in range(100)]]

# at the constraints' maximum size: 500 x 500
cases.append(rnd(500, 500, 0.45))

write_inputs(__file__, cases)
