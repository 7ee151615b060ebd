"""Test inputs of this problem: `npm run content:generate longest-palindromic-substring` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = ['babad', 'cbbd', 'a', 'ac', 'aa', 'abacdfgdcaba', 'forgeeksskeegfor', 'abcba1', 'xyzzyxabba', 'racecar', 'ab12321ba9']
cases.append(''.join(random.choice('ab') for _ in range(4000)))
cases.append(''.join(random.choice('abcdefghijklmnopqrstuvwxyz0123456789') for _ in range(4000)))
cases.append('a' * 4000)
half = ''.join(random.choice('xyz') for _ in range(900))
cases.append(''.join(random.choice('abcd') for _ in range(1100)) + half + half[::-1] + ''.join(random.choice('abcd') for _ in range(1000)))

write_inputs(__file__, cases)
