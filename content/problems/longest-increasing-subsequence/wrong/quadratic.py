import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def longest_rising(nums: List[int]) -> int:
    best = [1] * len(nums)
    for i in range(len(nums)):
        for j in range(i):
            if nums[j] < nums[i] and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
    return max(best)


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    nums = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    result = longest_rising(nums)
    print(result)


if __name__ == '__main__':
    main()
