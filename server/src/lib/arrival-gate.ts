/**
 * First come, first served (issue 25): calls where order is the product (a registration for the
 * last slots, the waitlist behind them) run their work in the order they arrived at the server,
 * not in the order their earlier steps (the token check, a pool connection) happened to finish.
 * `enter` is called at arrival, in arrival order; `turn` resolves once every earlier entry has
 * left; `leave` is idempotent (a call refused before its work leaves when it is answered).
 */
export interface GateEntry {
  readonly arrival: number;
  left: boolean;
  wake: (() => void) | null;
}

export class ArrivalGate {
  private readonly queue: GateEntry[] = [];
  private arrivals = 0;

  enter(): GateEntry {
    this.arrivals += 1;
    const entry: GateEntry = { arrival: this.arrivals, left: false, wake: null };
    this.queue.push(entry);
    return entry;
  }

  turn(entry: GateEntry): Promise<void> {
    if (this.queue[0] === entry || entry.left) return Promise.resolve();
    return new Promise((resolve) => {
      entry.wake = resolve;
    });
  }

  leave(entry: GateEntry): void {
    if (entry.left) return;
    entry.left = true;
    while (this.queue.length && this.queue[0]!.left) this.queue.shift();
    const head = this.queue[0];
    if (head?.wake) {
      const wake = head.wake;
      head.wake = null;
      wake();
    }
  }

  /**
   * The entries at the front of the queue that `ready` accepts, in arrival order (entries that
   * left are skipped): stops at the first one still on its way (its token or body not read yet).
   */
  readyPrefix(ready: (entry: GateEntry) => boolean, max: number): GateEntry[] {
    const prefix: GateEntry[] = [];
    for (const entry of this.queue) {
      if (entry.left) continue;
      if (!ready(entry) || prefix.length >= max) break;
      prefix.push(entry);
    }
    return prefix;
  }

  /** Entries waiting or working (for tests and logs). */
  get size(): number {
    return this.queue.length;
  }
}
