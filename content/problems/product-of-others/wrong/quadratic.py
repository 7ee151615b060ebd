import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def product_of_others(nums: List[int]) -> List[int]:
    ans = []
    for i in range(len(nums)):
        p = 1
        for j in range(len(nums)):
            if j != i:
                p *= nums[j]
        ans.append(p)
    return ans


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    nums = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    result = product_of_others(nums)
    print(' '.join(str(x) for x in result))


if __name__ == '__main__':
    main()
