"""Test generator: `/usr/bin/python3 gen.py` rewrites tests/ (inputs here, outputs from the Python reference)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import bst_level_order, tree_from_parents, write_tests  # noqa: E402,F401

random.seed(20261122)

cases = [19, 2, 1, 7, 4, 10, 100, 3, 989999999999999, 999999999999999, 1000000000000000, 78999, 356, 1111111, 123456789012345]

write_tests(__file__, cases)
