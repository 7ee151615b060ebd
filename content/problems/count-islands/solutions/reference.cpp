class Solution {
public:
    int countIslands(vector<vector<int>>& grid) {
        int r = grid.size(), c = grid[0].size();
        vector<vector<bool>> seen(r, vector<bool>(c, false));
        const int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
        vector<int> stack;
        int count = 0;
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i][j] != 1 || seen[i][j]) continue;
                count++;
                seen[i][j] = true;
                stack.push_back(i * c + j);
                while (!stack.empty()) {
                    int cell = stack.back();
                    stack.pop_back();
                    int x = cell / c, y = cell % c;
                    for (int d = 0; d < 4; d++) {
                        int nx = x + dx[d], ny = y + dy[d];
                        if (nx >= 0 && nx < r && ny >= 0 && ny < c && grid[nx][ny] == 1 && !seen[nx][ny]) {
                            seen[nx][ny] = true;
                            stack.push_back(nx * c + ny);
                        }
                    }
                }
            }
        }
        return count;
    }
};
