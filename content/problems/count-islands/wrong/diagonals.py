class Solution:
    def count_islands(self, grid: List[List[int]]) -> int:
        r, c = len(grid), len(grid[0])
        seen = [row[:] for row in grid]
        count = 0
        for i in range(r):
            for j in range(c):
                if seen[i][j] == 1:
                    count += 1
                    seen[i][j] = 0
                    stack = [(i, j)]
                    while stack:
                        x, y = stack.pop()
                        for dx in (-1, 0, 1):
                            for dy in (-1, 0, 1):
                                nx, ny = x + dx, y + dy
                                if 0 <= nx < r and 0 <= ny < c and seen[nx][ny] == 1:
                                    seen[nx][ny] = 0
                                    stack.append((nx, ny))
        return count
