import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def count_subarrays(nums: List[int], k: int) -> int:
    left = 0
    s = 0
    answer = 0
    for right, x in enumerate(nums):
        s += x
        while s > k and left <= right:
            s -= nums[left]
            left += 1
        if s == k:
            answer += 1
    return answer


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
