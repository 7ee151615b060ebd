import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

from bisect import bisect_right


def longest_rising(nums: List[int]) -> int:
    tails: List[int] = []
    for x in nums:
        pos = bisect_right(tails, x)
        if pos == len(tails):
            tails.append(x)
        else:
            tails[pos] = x
    return len(tails)


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
