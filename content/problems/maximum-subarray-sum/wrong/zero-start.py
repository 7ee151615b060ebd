import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def max_subarray_sum(nums: List[int]) -> int:
    best = cur = 0
    for x in nums:
        cur = max(0, cur + x)
        best = max(best, cur)
    return best


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    nums = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    result = max_subarray_sum(nums)
    print(result)


if __name__ == '__main__':
    main()
