"""Test inputs of this problem: `npm run content:generate isomorphic-strings` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

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

# at the constraints' maximum length (2 * 10^5)
huge = ''.join(random.choice(letters) for _ in range(200000))
cases.append((huge, huge.translate(tr)))

write_inputs(__file__, cases)
