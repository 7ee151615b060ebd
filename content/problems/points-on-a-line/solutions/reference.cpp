class Solution {
public:
    int maxCollinear(vector<vector<int>>& points) {
        int best = 1;
        for (size_t i = 0; i < points.size(); i++) {
            map<pair<long long, long long>, int> count;
            for (size_t j = i + 1; j < points.size(); j++) {
                long long dx = (long long) points[j][0] - points[i][0], dy = (long long) points[j][1] - points[i][1];
                long long g = std::gcd(llabs(dx), llabs(dy));
                dx /= g;
                dy /= g;
                if (dx < 0 || (dx == 0 && dy < 0)) {
                    dx = -dx;
                    dy = -dy;
                }
                best = max(best, ++count[{dx, dy}] + 1);
            }
        }
        return best;
    }
};
