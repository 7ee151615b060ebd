"""Test inputs of this problem: `npm run content:generate climbing-stairs-mod` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [3, 4, 1, 2, 5, 10, 44, 45, 46, 100, 1000, 123456, 1000000, 999999]

write_inputs(__file__, cases)
