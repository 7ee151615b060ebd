import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def first_missing(nums: List[int]) -> int:
    present = set(nums)
    for v in range(1, len(nums)):
        if v not in present:
            return v
    return max(max(nums), 0) + 1


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    nums = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    result = first_missing(nums)
    print(result)


if __name__ == '__main__':
    main()
