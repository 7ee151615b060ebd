"""Test inputs of this problem: `npm run content:generate spreadsheet-column-number` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = ['AB', 'ZY', 'A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA', 'FXSHRXW', 'ZZZZZZZZZZ', 'ABCDEFGHIJ', 'ALGOSHEETS', 'HELLO']

write_inputs(__file__, cases)
