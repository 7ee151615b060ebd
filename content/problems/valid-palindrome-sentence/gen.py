"""Test generator: `/usr/bin/python3 gen.py` rewrites tests/ (inputs here, outputs from the Python reference)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import bst_level_order, tree_from_parents, write_tests  # noqa: E402,F401

random.seed(20261122)

import string
half = ''.join(random.choice(string.ascii_letters + string.digits + ' ,.!') for _ in range(40000))
cases = ['Never odd, or even.', 'ab-ca', 'a', '.,!? ', 'Aa', '0P', '1a1', 'No lemon, no melon', 'Was it a car or a cat I saw?',
         'race a car', '12321', '1b2 2B1', half + 'x' + half[::-1], half + 'xy' + half[::-1]]

write_tests(__file__, cases)
