class RecentCache:

    def __init__(self, capacity: int):
        self.capacity = capacity
        self.values = {}
        self.order = []  # least recently used first

    def get(self, key: int) -> int:
        if key not in self.values:
            return -1
        self.order.remove(key)
        self.order.append(key)
        return self.values[key]

    def put(self, key: int, value: int) -> None:
        if key in self.order:
            self.order.remove(key)
        elif len(self.order) == self.capacity:
            del self.values[self.order.pop(0)]
        self.order.append(key)
        self.values[key] = value
