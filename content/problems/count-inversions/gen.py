"""Test generator: `/usr/bin/python3 gen.py` rewrites tests/ (inputs here, outputs from the Python reference)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import bst_level_order, tree_from_parents, write_tests  # noqa: E402,F401

random.seed(20261122)

cases = [[2, 4, 1, 3, 5], [3, 3, 3], [1], [2, 1], [1, 2], [5, 4, 3, 2, 1], [1, 5, 2, 5, 1], [-1, -2, 10**9, -10**9],
         [random.randint(0, 20) for _ in range(100)], [random.randint(-10**9, 10**9) for _ in range(20000)],
         list(range(5000, 0, -1)), [random.randint(0, 5) for _ in range(5000)], list(range(5000)), [1] * 47000 + [0] * 47000]

write_tests(__file__, cases)
