import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def longest_palindrome(s: str) -> str:
    n = len(s)
    best_l, best_len = 0, 1
    for c in range(2 * n - 1):
        l, r = c // 2, (c + 1) // 2
        while l >= 0 and r < n and s[l] == s[r]:
            l -= 1
            r += 1
        if r - l - 1 >= best_len:
            best_l, best_len = l + 1, r - l - 1
    return s[best_l:best_l + best_len]


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    s = lines[pos]
    pos += 1
    result = longest_palindrome(s)
    print(result)


if __name__ == '__main__':
    main()
