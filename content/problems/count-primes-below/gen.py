"""Test inputs of this problem: `npm run content:generate count-primes-below` runs it, then the Python reference for the outputs."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

cases = [10, 0, 1, 2, 3, 4, 5, 11, 100, 1000, 65536, 999983, 5000000, 4999999, 2000003]

write_inputs(__file__, cases)
