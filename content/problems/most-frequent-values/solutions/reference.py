import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def top_k(nums: List[int], k: int) -> List[int]:
    count = {}
    for x in nums:
        count[x] = count.get(x, 0) + 1
    return sorted(count, key=lambda v: (-count[v], v))[:k]


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    nums = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    k = int(lines[pos])
    pos += 1
    result = top_k(nums, k)
    print(' '.join(str(x) for x in result))


if __name__ == '__main__':
    main()
