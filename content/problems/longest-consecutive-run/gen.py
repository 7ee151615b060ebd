"""Test inputs of this problem: `npm run content:generate longest-consecutive-run` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [[100, 4, 200, 1, 3, 2], [0, 3, 7, 2, 5, 8, 4, 6, 0, 1], [5], [1, 1, 1], [1, 2, 2, 3], [-1, 0, 1], [10, 30, 20],
         [10**9, 10**9 - 1, -10**9], [random.randint(0, 60) for _ in range(40)]]
cases.append(list(range(20000, 0, -1)))
big = list(range(-5000, 5000))
random.shuffle(big)
cases.append(big)
cases.append([random.randint(-10**9, 10**9) for _ in range(5000)])
cases.append([random.randint(0, 6000) for _ in range(5000)])

# at the constraints' maximum length: one run of 10^5 values, shuffled
run = list(range(-50000, 50000))
random.shuffle(run)
cases.append(run)

write_inputs(__file__, cases)
