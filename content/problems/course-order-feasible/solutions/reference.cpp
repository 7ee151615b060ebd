class Solution {
public:
    bool canFinish(int numCourses, vector<vector<int>>& prerequisites) {
        vector<vector<int>> adj(numCourses);
        vector<int> indeg(numCourses, 0);
        for (auto& e : prerequisites) {
            adj[e[0]].push_back(e[1]);
            indeg[e[1]]++;
        }
        vector<int> queue;
        for (int i = 0; i < numCourses; i++) if (indeg[i] == 0) queue.push_back(i);
        for (size_t h = 0; h < queue.size(); h++) {
            for (int v : adj[queue[h]]) if (--indeg[v] == 0) queue.push_back(v);
        }
        return (int) queue.size() == numCourses;
    }
};
