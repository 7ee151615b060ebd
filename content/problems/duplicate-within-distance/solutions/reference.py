import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def nearby_duplicate(nums: List[int], k: int) -> bool:
    last = {}
    for j, x in enumerate(nums):
        if x in last and j - last[x] <= k:
            return True
        last[x] = j
    return False


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    nums = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    k = int(lines[pos])
    pos += 1
    result = nearby_duplicate(nums, k)
    print('true' if result else 'false')


if __name__ == '__main__':
    main()
