"""Test inputs of this problem: `npm run content:generate duplicate-within-distance` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [([1, 2, 3, 1], 3), ([1, 2, 3, 1, 2, 3], 2), ([5], 0), ([7, 7], 0), ([7, 7], 1), ([1, 0, 1, 1], 1),
         ([1, 2, 1, 3, 4, 5, 6, 1], 2), ([3, 1, 4, 1, 5], 1), ([-10**9, 10**9, -10**9], 2)]
big = list(range(20000))
random.shuffle(big)
cases.append((big, 20000))
big2 = list(range(5000)) + list(range(5000))
cases.append((big2, 5000))
cases.append((big2, 4999))
cases.append(([random.randint(0, 3000) for _ in range(5000)], 0))

# at the constraints' maximum sizes: 10^5 distinct values, k = 10^5
huge = list(range(10**5))
random.shuffle(huge)
cases.append((huge, 10**5))

write_inputs(__file__, cases)
