import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def count_inversions(nums: List[int]) -> int:
    n = len(nums)
    return sum(1 for i in range(n) for j in range(i + 1, n) if nums[i] > nums[j])


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    nums = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    result = count_inversions(nums)
    print(result)


if __name__ == '__main__':
    main()
