/** A promise queue: run() calls execute one after another (PGlite has a single connection). */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn, fn);
    // Keep the chain alive whether fn resolves or rejects.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
