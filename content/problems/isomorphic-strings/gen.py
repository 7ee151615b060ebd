"""Test generator: `/usr/bin/python3 gen.py` rewrites tests/ (inputs here, outputs from the Python reference)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import bst_level_order, tree_from_parents, write_tests  # noqa: E402,F401

random.seed(20261122)

import string
letters = string.ascii_lowercase
perm = list(letters)
random.shuffle(perm)
tr = str.maketrans(letters, ''.join(perm))
w = ''.join(random.choice(letters) for _ in range(50000))
w2 = w.translate(tr)
cases = [('egg', 'add'), ('bar', 'foo'), ('a', 'b'), ('ab', 'cc'), ('cc', 'ab'), ('paper', 'title'), ('abc', 'abc'),
         ('abab', 'baba'), ('abca', 'zbxz'), ('abca', 'zbxy'), (w, w2), (w, w2[:-1] + ('a' if w2[-1] != 'a' else 'b')),
         ('ab' * 20000, 'cc' * 20000), ('abcdefghijklmnopqrstuvwxyz', 'bcdefghijklmnopqrstuvwxyza')]

write_tests(__file__, cases)
