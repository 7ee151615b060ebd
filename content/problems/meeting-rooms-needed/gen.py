"""Test inputs of this problem: `npm run content:generate meeting-rooms-needed` runs it, then the Python reference for the outputs."""
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
        out.append([s, s + random.randint(1, maxlen)])
    return out
cases = [[[0, 30], [5, 10], [15, 20]], [[1, 10], [10, 20], [20, 30]], [[7, 8]], [[1, 5], [1, 5], [1, 5]], [[1, 3], [2, 4], [3, 5]],
         [[1, 100], [2, 3], [4, 5], [6, 7]], [[0, 10**9], [0, 1]], rnd(20, 50, 10), rnd(1000, 10**5, 500),
         rnd(10000, 10**8, 10**5), rnd(3000, 10**8, 10**7), [[i, i + 1] for i in range(3000)], [[i, 100000 - i] for i in range(3000)]]

# at the constraints' maximum length (50000); times below 10^7 keep the file under ~1 MB
cases.append(rnd(50000, 10**7, 10**5))

write_inputs(__file__, cases)
