import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def first_missing(nums: List[int]) -> int:
    n = len(nums)
    a = list(nums)
    for i in range(n):
        while 1 <= a[i] <= n and a[a[i] - 1] != a[i]:
            j = a[i] - 1
            a[i], a[j] = a[j], a[i]
    for i in range(n):
        if a[i] != i + 1:
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
