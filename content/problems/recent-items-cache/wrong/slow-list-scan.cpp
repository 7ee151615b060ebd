class RecentCache {
    int capacity;
    // least recently used first
    list<pair<int, int>> order;

public:
    RecentCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        for (auto it = order.begin(); it != order.end(); ++it) {
            if (it->first == key) {
                int value = it->second;
                order.erase(it);
                order.emplace_back(key, value);
                return value;
            }
        }
        return -1;
    }

    void put(int key, int value) {
        for (auto it = order.begin(); it != order.end(); ++it) {
            if (it->first == key) {
                order.erase(it);
                order.emplace_back(key, value);
                return;
            }
        }
        if ((int) order.size() == capacity) order.pop_front();
        order.emplace_back(key, value);
    }
};
