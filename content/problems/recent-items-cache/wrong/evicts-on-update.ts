class RecentCache {
    private readonly items = new Map<number, number>();

    constructor(private readonly capacity: number) {}

    get(key: number): number {
        const value = this.items.get(key);
        if (value === undefined) return -1;
        this.items.delete(key);
        this.items.set(key, value);
        return value;
    }

    put(key: number, value: number): void {
        // makes room before checking whether the key is already there
        if (this.items.size === this.capacity) {
            this.items.delete(this.items.keys().next().value);
        }
        this.items.delete(key);
        this.items.set(key, value);
    }
}
