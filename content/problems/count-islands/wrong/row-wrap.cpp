class Solution {
public:
    int countIslands(vector<vector<int>>& grid) {
        int r = grid.size(), c = grid[0].size();
        // cells as one index; the left and right neighbours are index -/+ 1, without checking the row
        vector<bool> seen(r * c, false);
        vector<int> stack;
        int count = 0;
        for (int start = 0; start < r * c; start++) {
            if (grid[start / c][start % c] != 1 || seen[start]) continue;
            count++;
            seen[start] = true;
            stack.push_back(start);
            while (!stack.empty()) {
                int cell = stack.back();
                stack.pop_back();
                for (int next : {cell - 1, cell + 1, cell - c, cell + c}) {
                    if (next >= 0 && next < r * c && grid[next / c][next % c] == 1 && !seen[next]) {
                        seen[next] = true;
                        stack.push_back(next);
                    }
                }
            }
        }
        return count;
    }
};
