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
        vector<int> queue = {0};
        for (size_t h = 0; h < queue.size(); h++) {
            int u = queue[h];
            for (int v : adj[u]) {
                if (dist[v] < 0) {
                    dist[v] = dist[u] + 1;
                    queue.push_back(v);
                }
            }
        }
        return dist[n - 1];
    }
};
