class Solution {
public:
    long long signalDelay(vector<vector<int>>& times, int n) {
        const long long inf = LLONG_MAX;
        vector<long long> dist(n, inf);
        dist[0] = 0;
        for (int round = 0; round < n - 1; round++) {
            bool changed = false;
            for (auto& e : times) {
                if (dist[e[0]] != inf && dist[e[0]] + e[2] < dist[e[1]]) {
                    dist[e[1]] = dist[e[0]] + e[2];
                    changed = true;
                }
            }
            if (!changed) break;
        }
        long long worst = 0;
        for (long long d : dist) {
            if (d == inf) return -1;
            worst = max(worst, d);
        }
        return worst;
    }
};
