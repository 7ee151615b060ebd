"""Test inputs of this problem: `npm run content:generate integer-square-root` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [8, 16, 0, 1, 2, 3, 4, 15, 24, 25, 26, 10**15, 999999999999999, 31622776 ** 2 - 1, 31622776 ** 2, 2147483647, 123456789012345]

write_inputs(__file__, cases)
