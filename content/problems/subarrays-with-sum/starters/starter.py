import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def count_subarrays(nums: List[int], k: int) -> int:
    # Write your code here.
    return 0


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    nums = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    k = int(lines[pos])
    pos += 1
    result = count_subarrays(nums, k)
    print(result)


if __name__ == '__main__':
    main()
