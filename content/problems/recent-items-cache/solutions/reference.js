class RecentCache {
    /**
     * @param {number} capacity
     */
    constructor(capacity) {
        this.capacity = capacity;
        // a Map iterates in insertion order: re-inserting a key marks it as the most recent
        this.items = new Map();
    }

    /**
     * @param {number} key
     * @return {number}
     */
    get(key) {
        if (!this.items.has(key)) return -1;
        const value = this.items.get(key);
        this.items.delete(key);
        this.items.set(key, value);
        return value;
    }

    /**
     * @param {number} key
     * @param {number} value
     * @return {void}
     */
    put(key, value) {
        if (this.items.has(key)) {
            this.items.delete(key);
        } else if (this.items.size === this.capacity) {
            this.items.delete(this.items.keys().next().value);
        }
        this.items.set(key, value);
    }
}
