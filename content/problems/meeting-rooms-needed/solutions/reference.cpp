class Solution {
public:
    int roomsNeeded(vector<vector<int>>& meetings) {
        vector<int> starts, ends;
        for (auto& m : meetings) {
            starts.push_back(m[0]);
            ends.push_back(m[1]);
        }
        sort(starts.begin(), starts.end());
        sort(ends.begin(), ends.end());
        int j = 0, running = 0, best = 0;
        for (int s : starts) {
            while (ends[j] <= s) {
                j++;
                running--;
            }
            running++;
            best = max(best, running);
        }
        return best;
    }
};
