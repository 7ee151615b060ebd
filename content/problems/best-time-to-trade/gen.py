"""Test generator: `/usr/bin/python3 gen.py` rewrites tests/ (inputs here, outputs from the Python reference)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import bst_level_order, tree_from_parents, write_tests  # noqa: E402,F401

random.seed(20261122)

cases = [[7, 1, 5, 3, 6, 4], [7, 6, 4, 3, 1], [5], [2, 4], [4, 2], [3, 3, 3], [0, 10**9],
         [9, 1, 9, 0, 5], [random.randint(0, 100) for _ in range(50)]]
cases.append([random.randint(0, 10**9) for _ in range(20000)])
cases.append(list(range(5000, 0, -1)))
cases.append([random.randint(0, 10**6) for _ in range(4999)] + [10**9])

write_tests(__file__, cases)
