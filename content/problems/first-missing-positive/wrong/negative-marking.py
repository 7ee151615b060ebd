import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def first_missing(nums: List[int]) -> int:
    # marks presence by negating, but forgets to clean out non-positive values first
    a = list(nums)
    n = len(a)
    for x in a:
        v = abs(x)
        if 1 <= v <= n and a[v - 1] > 0:
            a[v - 1] = -a[v - 1]
    for i in range(n):
        if a[i] > 0:
            return i + 1
    return n + 1


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
