/**
 * A queue of calls that execute one after another (PGlite has a single connection). `first`
 * puts a call at the head of the queue: ordered work (a batch of registrations in arrival order)
 * does not wait behind every token check of the burst that brought it.
 */
export class Mutex {
  private readonly queue: Array<() => void> = [];
  private busy = false;

  run<T>(fn: () => Promise<T>, first = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const task = () => {
        Promise.resolve()
          .then(fn)
          .then(resolve, reject)
          .finally(() => {
            this.busy = false;
            this.next();
          });
      };
      if (first) this.queue.unshift(task);
      else this.queue.push(task);
      this.next();
    });
  }

  private next(): void {
    if (this.busy) return;
    const task = this.queue.shift();
    if (!task) return;
    this.busy = true;
    task();
  }
}
