class RecentCache {
    private final int capacity;
    private final LinkedHashMap<Integer, Integer> items;

    public RecentCache(int capacity) {
        this.capacity = capacity;
        // insertion order: a get never refreshes its key, so the oldest insert is evicted
        this.items = new LinkedHashMap<Integer, Integer>() {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, Integer> eldest) {
                return size() > RecentCache.this.capacity;
            }
        };
    }

    public int get(int key) {
        Integer value = items.get(key);
        return value == null ? -1 : value;
    }

    public void put(int key, int value) {
        items.put(key, value);
    }
}
