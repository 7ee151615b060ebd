class Solution {
public:
    int fewestHops(int n, vector<vector<int>>& edges) {
        vector<vector<int>> adj(n);
        for (auto& e : edges) {
            adj[e[0]].push_back(e[1]);
            adj[e[1]].push_back(e[0]);
        }
        vector<int> dist(n, -1);
        dist[0] = 0;
        queue<int> q;
        q.push(0);
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            for (int v : adj[u]) {
                if (dist[v] >= 0) continue;
                dist[v] = dist[u] + 1;
                // stops as soon as the target is discovered, so the start itself is never the target
                if (v == n - 1) return dist[v];
                q.push(v);
            }
        }
        return -1;
    }
};
