"""Test generator: `/usr/bin/python3 gen.py` rewrites tests/ (inputs here, outputs from the Python reference)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import bst_level_order, tree_from_parents, write_tests  # noqa: E402,F401

random.seed(20261122)

cases = ['babad', 'cbbd', 'a', 'ac', 'aa', 'abacdfgdcaba', 'forgeeksskeegfor', 'abcba1', 'xyzzyxabba', 'racecar', 'ab12321ba9']
cases.append(''.join(random.choice('ab') for _ in range(4000)))
cases.append(''.join(random.choice('abcdefghijklmnopqrstuvwxyz0123456789') for _ in range(4000)))
cases.append('a' * 4000)
half = ''.join(random.choice('xyz') for _ in range(900))
cases.append(''.join(random.choice('abcd') for _ in range(1100)) + half + half[::-1] + ''.join(random.choice('abcd') for _ in range(1000)))

write_tests(__file__, cases)
