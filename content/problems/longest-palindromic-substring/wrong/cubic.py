import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def longest_palindrome(s: str) -> str:
    best = s[0]
    for i in range(len(s)):
        for j in range(i + len(best), len(s)):
            t = s[i:j + 1]
            if all(t[k] == t[-1 - k] for k in range(len(t) // 2)):
                best = t
    return best


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
