"""Test inputs of this problem: `npm run content:generate merge-overlapping-intervals` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

def rnd(n, span, maxlen):
    out = []
    for _ in range(n):
        s = random.randint(0, span)
        out.append([s, min(10**9, s + random.randint(0, maxlen))])
    return out
cases = [[[1, 3], [2, 6], [8, 10], [15, 18]], [[1, 4], [4, 5]], [[5, 5]], [[1, 10], [2, 3], [4, 5]], [[6, 8], [1, 2], [3, 5]],
         [[0, 0], [0, 0], [1, 1]], [[3, 4], [1, 2]], rnd(30, 100, 10), rnd(1000, 10**6, 3000),
         rnd(8000, 10**9, 10**4), rnd(3000, 10**9, 10**5), rnd(3000, 10**9, 10**6), [[i * 2, i * 2 + 1] for i in range(3000)][::-1]]

# at the constraints' maximum length (40000)
cases.append(rnd(40000, 10**9, 10**4))

write_inputs(__file__, cases)
