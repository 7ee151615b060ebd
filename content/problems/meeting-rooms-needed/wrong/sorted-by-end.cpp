class Solution {
public:
    int roomsNeeded(vector<vector<int>>& meetings) {
        vector<vector<int>> order = meetings;
        sort(order.begin(), order.end(), [](const vector<int>& a, const vector<int>& b) { return a[1] < b[1]; });
        priority_queue<int, vector<int>, greater<int>> busyUntil;
        for (auto& m : order) {
            if (!busyUntil.empty() && busyUntil.top() <= m[0]) busyUntil.pop();
            busyUntil.push(m[1]);
        }
        return (int) busyUntil.size();
    }
};
