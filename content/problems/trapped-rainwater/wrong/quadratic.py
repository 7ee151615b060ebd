import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def trapped_water(heights: List[int]) -> int:
    total = 0
    for i in range(len(heights)):
        total += min(max(heights[:i + 1]), max(heights[i:])) - heights[i]
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
