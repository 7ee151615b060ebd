"""Test generator: `/usr/bin/python3 gen.py` rewrites tests/ (inputs here, outputs from the Python reference)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import bst_level_order, tree_from_parents, write_tests  # noqa: E402,F401

random.seed(20261122)

def rnd(n, span, k):
    a = [random.randint(-span, span) for _ in range(n)]
    return (a, min(k, len(set(a))))
cases = [([1, 1, 1, 2, 2, 3], 2), ([6, 5, 4, 6, 5, 4, 1], 2), ([7], 1), ([3, 1, 2], 3), ([-1, -1, 2, 2, 0], 2),
         ([5, 5, 4, 4, 3, 3, 2, 1], 4), ([10**9, -10**9, 10**9, -10**9], 1), rnd(100, 10, 5), rnd(2000, 500, 20),
         rnd(15000, 1000, 50), rnd(5000, 10**9, 30), rnd(5000, 3000, 1000), ([9, 8, 7, 6, 5, 4, 3, 2, 1] * 3 + [100], 9)]

write_tests(__file__, cases)
