"""Test generator: `/usr/bin/python3 gen.py` rewrites tests/ (inputs here, outputs from the Python reference)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import bst_level_order, tree_from_parents, write_tests  # noqa: E402,F401

random.seed(20261122)

cases = ['AB', 'ZY', 'A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA', 'FXSHRXW', 'ZZZZZZZZZZ', 'ABCDEFGHIJ', 'ALGOSHEETS', 'HELLO']

write_tests(__file__, cases)
