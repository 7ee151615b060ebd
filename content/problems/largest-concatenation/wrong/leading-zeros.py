import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

from functools import cmp_to_key


def largest_number(nums: List[int]) -> str:
    parts = [str(x) for x in nums]
    parts.sort(key=cmp_to_key(lambda a, b: (b + a > a + b) - (b + a < a + b)))
    return ''.join(parts)


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    nums = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    result = largest_number(nums)
    print(result)


if __name__ == '__main__':
    main()
