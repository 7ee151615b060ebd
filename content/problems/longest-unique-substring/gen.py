"""Test inputs of this problem: `npm run content:generate longest-unique-substring` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

chars = [chr(c) for c in range(33, 127)]
cases = ['abcabcbb', 'abba', 'a', 'bbbbb', 'pwwkew', 'dvdf', 'tmmzuxt', 'abcdefg', 'aab', 'ABab!@!A',
         ''.join(random.choice('abcdef') for _ in range(1000))]
cases.append(''.join(chars) * 600)
cases.append(''.join(random.choice(chars) for _ in range(60000)))
cases.append(''.join(chars[:90]) + 'a' * 40000)

# at the constraints' maximum length (2 * 10^5)
cases.append(''.join(random.choice(chars) for _ in range(200000)))

write_inputs(__file__, cases)
