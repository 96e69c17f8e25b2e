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

  /** Entries waiting or working (for tests and logs). */
  get size(): number {
    return this.queue.length;
  }
}
