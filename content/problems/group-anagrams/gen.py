"""Test generator: `/usr/bin/python3 gen.py` rewrites tests/ (inputs here, outputs from the Python reference)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import bst_level_order, tree_from_parents, write_tests  # noqa: E402,F401

random.seed(20261122)

import string
def word(k):
    return ''.join(random.choice('abcdefghij') for _ in range(k))
def shuffled(w):
    l = list(w)
    random.shuffle(l)
    return ''.join(l)
cases = [['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], ['ab', 'ba', 'ab', 'c'], ['a'], ['abc', 'def'], ['zz', 'zz', 'zz'],
         ['ad', 'bc', 'cb', 'da'], ['listen', 'silent', 'enlist', 'google', 'gogole', 'inlets']]
bases = [word(random.randint(1, 6)) for _ in range(30)]
cases.append([shuffled(random.choice(bases)) for _ in range(200)])
bases = [word(random.randint(3, 12)) for _ in range(1000)]
cases.append([shuffled(random.choice(bases)) for _ in range(8000)])
cases.append([word(8) for _ in range(5000)])
cases.append([shuffled('abcdefghijkl') for _ in range(5000)])
cases.append(list(reversed(sorted(set(word(3) for _ in range(3000))))))

write_tests(__file__, cases)
