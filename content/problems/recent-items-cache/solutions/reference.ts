class RecentNode {
    prev: RecentNode | null = null;
    next: RecentNode | null = null;
    constructor(public key: number, public value: number) {}
}

class RecentCache {
    private readonly nodes = new Map<number, RecentNode>();
    // sentinels: head.next is the most recently used node, tail.prev the least recently used
    private readonly head = new RecentNode(-1, -1);
    private readonly tail = new RecentNode(-1, -1);

    constructor(private readonly capacity: number) {
        this.head.next = this.tail;
        this.tail.prev = this.head;
    }

    get(key: number): number {
        const node = this.nodes.get(key);
        if (node === undefined) return -1;
        this.unlink(node);
        this.pushFront(node);
        return node.value;
    }

    put(key: number, value: number): void {
        const node = this.nodes.get(key);
        if (node !== undefined) {
            node.value = value;
            this.unlink(node);
            this.pushFront(node);
            return;
        }
        if (this.nodes.size === this.capacity) {
            const last = this.tail.prev as RecentNode;
            this.unlink(last);
            this.nodes.delete(last.key);
        }
        const fresh = new RecentNode(key, value);
        this.nodes.set(key, fresh);
        this.pushFront(fresh);
    }

    private unlink(node: RecentNode): void {
        (node.prev as RecentNode).next = node.next;
        (node.next as RecentNode).prev = node.prev;
    }

    private pushFront(node: RecentNode): void {
        node.prev = this.head;
        node.next = this.head.next;
        (this.head.next as RecentNode).prev = node;
        this.head.next = node;
    }
}
