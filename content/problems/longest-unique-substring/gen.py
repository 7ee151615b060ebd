"""Test generator: `/usr/bin/python3 gen.py` rewrites tests/ (inputs here, outputs from the Python reference)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import bst_level_order, tree_from_parents, write_tests  # noqa: E402,F401

random.seed(20261122)

chars = [chr(c) for c in range(33, 127)]
cases = ['abcabcbb', 'abba', 'a', 'bbbbb', 'pwwkew', 'dvdf', 'tmmzuxt', 'abcdefg', 'aab', 'ABab!@!A',
         ''.join(random.choice('abcdef') for _ in range(1000))]
cases.append(''.join(chars) * 600)
cases.append(''.join(random.choice(chars) for _ in range(60000)))
cases.append(''.join(chars[:90]) + 'a' * 40000)

write_tests(__file__, cases)
