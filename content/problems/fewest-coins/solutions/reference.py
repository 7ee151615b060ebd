import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def fewest_coins(coins: List[int], amount: int) -> int:
    inf = amount + 1
    best = [0] + [inf] * amount
    for c in sorted(coins):
        for a in range(c, amount + 1):
            if best[a - c] + 1 < best[a]:
                best[a] = best[a - c] + 1
    return -1 if best[amount] == inf else best[amount]


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    coins = [int(x) for x in lines[pos + 1].split()][:int(lines[pos])]
    pos += 2
    amount = int(lines[pos])
    pos += 1
    result = fewest_coins(coins, amount)
    print(result)


if __name__ == '__main__':
    main()
