"""Test inputs of this problem: `npm run content:generate happy-number` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [19, 2, 1, 7, 4, 10, 100, 3, 989999999999999, 999999999999999, 1000000000000000, 78999, 356, 1111111, 123456789012345]

write_inputs(__file__, cases)
