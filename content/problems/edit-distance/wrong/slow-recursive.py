class Solution:
    def edit_distance(self, a: str, b: str) -> int:
        def go(i: int, j: int) -> int:
            if i == 0 or j == 0:
                return i + j
            if a[i - 1] == b[j - 1]:
                return go(i - 1, j - 1)
            return 1 + min(go(i - 1, j - 1), go(i - 1, j), go(i, j - 1))
        return go(len(a), len(b))
