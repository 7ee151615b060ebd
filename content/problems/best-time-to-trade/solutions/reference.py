import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def max_profit(prices: List[int]) -> int:
    best = 0
    low = prices[0]
    for p in prices:
        low = min(low, p)
        best = max(best, p - low)
    return best


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    prices = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    result = max_profit(prices)
    print(result)


if __name__ == '__main__':
    main()
