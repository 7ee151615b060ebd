import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def max_subarray_sum(nums: List[int]) -> int:
    best = cur = nums[0]
    for x in nums[1:]:
        cur = x + max(cur, 0)
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
