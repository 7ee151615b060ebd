"""Test inputs of this problem: `npm run content:generate largest-concatenation` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [[3, 30, 34, 5, 9], [0, 0], [10, 2], [1], [0], [121, 12], [12, 121], [8308, 8308, 830], [0, 0, 1], [10**9, 9, 99, 999],
         [random.randint(0, 1000) for _ in range(100)], [random.randint(0, 10**9) for _ in range(10000)],
         [random.choice([3, 30, 34, 303, 330, 0, 9, 98]) for _ in range(10000)], [0] * 20000]

# at the constraints' maximum length (50000)
cases.append([random.randint(0, 10**9) for _ in range(50000)])

write_inputs(__file__, cases)
