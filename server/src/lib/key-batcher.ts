interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Lookups by key that arrive in the same turn of the event loop are answered by ONE query of
 * all their keys (`fetch` answers a map; a key it leaves out is undefined), at most `maxKeys` a
 * query. Issue 22's burst, 2,000 leaders in one second: each token was looked up alone, 2,000
 * statements queued on a pool of 10 (0.3 to 0.9 s on this machine) where ten of 200 keys take
 * 20 ms. A quiet call waits one turn of the loop. A failed query fails the lookups it carried.
 */
export class KeyBatcher<V> {
  private pending = new Map<string, Waiter<V>[]>();
  private scheduled = false;

  constructor(
    private readonly fetch: (keys: string[]) => Promise<Map<string, V>>,
    private readonly maxKeys = 500,
  ) {}

  load(key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += this.maxKeys) {
      const slice = keys.slice(start, start + this.maxKeys);
      const settle = (each: (waiter: Waiter<V>, key: string) => void) => {
        for (const key of slice) for (const waiter of batch.get(key)!) each(waiter, key);
      };
      this.fetch(slice).then(
        (found) => settle((waiter, key) => waiter.resolve(found.get(key))),
        (error: unknown) => settle((waiter) => waiter.reject(error)),
      );
    }
  }
}
