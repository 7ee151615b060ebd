"""Test inputs of this problem: `npm run content:generate subarrays-with-sum` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [([1, 1, 1], 2), ([1, 2, 3, -3, 3], 3), ([5], 5), ([5], 0), ([0, 0, 0], 0), ([1, -1, 1, -1], 0), ([-1, -1, 1], -1),
         ([3, 4, 7, 2, -3, 1, 4, 2], 7), ([random.randint(-5, 5) for _ in range(200)], 3)]
cases.append(([0] * 70000, 0))
cases.append(([random.randint(-10**4, 10**4) for _ in range(10000)], 0))
cases.append(([random.choice([1, -1]) for _ in range(10000)], 2))
cases.append(([random.randint(0, 3) for _ in range(10000)], 30))

# at the constraints' maximum length (10^5)
cases.append(([random.randint(-10**4, 10**4) for _ in range(10**5)], 7))

write_inputs(__file__, cases)
