class RecentCache {
    private final int capacity;
    private final LinkedHashMap<Integer, Integer> items;

    public RecentCache(int capacity) {
        this.capacity = capacity;
        // access order: every get or put moves the key to the end; the eldest entry is the least recently used
        this.items = new LinkedHashMap<Integer, Integer>(16, 0.75f, true) {
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
