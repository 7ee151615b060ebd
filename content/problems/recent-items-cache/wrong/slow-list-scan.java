class RecentCache {
    private final int capacity;
    private final Map<Integer, Integer> values = new HashMap<>();
    // least recently used first
    private final LinkedList<Integer> order = new LinkedList<>();

    public RecentCache(int capacity) {
        this.capacity = capacity;
    }

    public int get(int key) {
        if (!values.containsKey(key)) return -1;
        order.remove((Integer) key);
        order.addLast(key);
        return values.get(key);
    }

    public void put(int key, int value) {
        if (values.containsKey(key)) order.remove((Integer) key);
        else if (order.size() == capacity) values.remove(order.removeFirst());
        order.addLast(key);
        values.put(key, value);
    }
}
