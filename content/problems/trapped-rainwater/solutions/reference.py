import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def trapped_water(heights: List[int]) -> int:
    left, right = 0, len(heights) - 1
    left_max = right_max = total = 0
    while left <= right:
        if left_max <= right_max:
            left_max = max(left_max, heights[left])
            total += left_max - heights[left]
            left += 1
        else:
            right_max = max(right_max, heights[right])
            total += right_max - heights[right]
            right -= 1
    return total


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    heights = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    result = trapped_water(heights)
    print(result)


if __name__ == '__main__':
    main()
