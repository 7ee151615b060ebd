import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def max_profit(prices: List[int]) -> int:
    # forgets that not trading is allowed
    best = -10**18
    low = prices[0]
    for p in prices[1:]:
        best = max(best, p - low)
        low = min(low, p)
    return best if len(prices) > 1 else 0


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
