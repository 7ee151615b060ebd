class Solution:
    def edit_distance(self, a: str, b: str) -> int:
        prev = list(range(len(b) + 1))
        for i in range(1, len(a) + 1):
            cur = [i] + [0] * len(b)
            ca = a[i - 1]
            for j in range(1, len(b) + 1):
                if ca == b[j - 1]:
                    cur[j] = prev[j - 1]
                else:
                    cur[j] = 1 + min(prev[j - 1], prev[j], cur[j - 1])
            prev = cur
        return prev[len(b)]
