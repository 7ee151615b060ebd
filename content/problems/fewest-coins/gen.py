"""Test inputs of this problem: `npm run content:generate fewest-coins` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [([1, 2, 5], 11), ([2], 3), ([1], 0), ([2], 0), ([1, 3, 4], 6), ([5, 10], 3), ([186, 419, 83, 408], 6249), ([7], 100000),
         ([99991, 3], 100000), ([1, 100000], 100000), (random.sample(range(1, 1000), 50), 100000),
         (random.sample(range(5000, 100001), 50), 99999), ([3, 7, 405, 436], 8839), ([2, 4, 6, 8], 99999)]

write_inputs(__file__, cases)
