class Solution {
public:
    vector<vector<int>> criticalLinks(int n, vector<vector<int>>& connections) {
        vector<vector<int>> out;
        for (size_t skip = 0; skip < connections.size(); skip++) {
            vector<vector<int>> adj(n);
            for (size_t k = 0; k < connections.size(); k++) {
                if (k == skip) continue;
                adj[connections[k][0]].push_back(connections[k][1]);
                adj[connections[k][1]].push_back(connections[k][0]);
            }
            vector<bool> seen(n, false);
            vector<int> stack = {0};
            seen[0] = true;
            int reached = 1;
            while (!stack.empty()) {
                int u = stack.back();
                stack.pop_back();
                for (int v : adj[u]) {
                    if (!seen[v]) {
                        seen[v] = true;
                        reached++;
                        stack.push_back(v);
                    }
                }
            }
            if (reached < n) {
                int u = connections[skip][0], v = connections[skip][1];
                out.push_back({min(u, v), max(u, v)});
            }
        }
        sort(out.begin(), out.end());
        return out;
    }
};
