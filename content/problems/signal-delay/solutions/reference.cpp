class Solution {
public:
    long long signalDelay(vector<vector<int>>& times, int n) {
        vector<vector<pair<int, int>>> adj(n);
        for (auto& e : times) adj[e[0]].push_back({e[1], e[2]});
        vector<long long> dist(n, -1);
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<pair<long long, int>>> heap;
        heap.push({0, 0});
        while (!heap.empty()) {
            auto [d, u] = heap.top();
            heap.pop();
            if (dist[u] >= 0) continue;
            dist[u] = d;
            for (auto [v, w] : adj[u]) if (dist[v] < 0) heap.push({d + w, v});
        }
        long long worst = 0;
        for (long long d : dist) {
            if (d < 0) return -1;
            worst = max(worst, d);
        }
        return worst;
    }
};
