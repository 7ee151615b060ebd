import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def two_sum(nums: List[int], target: int) -> List[int]:
    # Write your code here.
    return []


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    nums = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    target = int(lines[pos])
    pos += 1
    result = two_sum(nums, target)
    print(' '.join(str(x) for x in result))


if __name__ == '__main__':
    main()
