class Solution {
public:
    vector<vector<int>> criticalLinks(int n, vector<vector<int>>& connections) {
        vector<vector<int>> adj(n);
        for (auto& e : connections) {
            adj[e[0]].push_back(e[1]);
            adj[e[1]].push_back(e[0]);
        }
        vector<int> disc(n, -1), low(n, 0), parent(n, -1), it(n, 0), stack = {0};
        vector<vector<int>> out;
        int timer = 0;
        disc[0] = low[0] = timer++;
        while (!stack.empty()) {
            int u = stack.back();
            if (it[u] < (int) adj[u].size()) {
                int v = adj[u][it[u]++];
                if (disc[v] < 0) {
                    parent[v] = u;
                    disc[v] = low[v] = timer++;
                    stack.push_back(v);
                } else if (v != parent[u]) {
                    low[u] = min(low[u], disc[v]);
                }
            } else {
                stack.pop_back();
                int p = parent[u];
                if (p >= 0) {
                    low[p] = min(low[p], low[u]);
                    if (low[u] > disc[p]) out.push_back({min(p, u), max(p, u)});
                }
            }
        }
        sort(out.begin(), out.end());
        return out;
    }
};
