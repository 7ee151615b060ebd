class RecentCache {
    /**
     * @param {number} capacity
     */
    constructor(capacity) {
        this.capacity = capacity;
        this.items = new Map();
    }

    /**
     * @param {number} key
     * @return {number}
     */
    get(key) {
        const value = this.items.get(key);
        if (!value) return -1;
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
