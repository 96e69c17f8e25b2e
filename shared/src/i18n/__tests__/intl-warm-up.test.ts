import { INTL_WARM_UP_TIMEOUT_MS, warmIntlOffMainThread } from '../intl-warm-up';

/** A Worker that records what it was given and answers as the test says. */
class FakeWorker {
  static last: FakeWorker | undefined;
  static startFails = false;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  constructor(readonly url: string) {
    if (FakeWorker.startFails) throw new Error('refused by the content policy');
    FakeWorker.last = this;
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

const warmUp = { locale: 'hi-IN', date: { hour: 'numeric', timeZone: 'Asia/Kolkata' } } as const;
const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => Promise.resolve().then(() => done);
};

describe('Intl warmed up off the main thread', () => {
  const original = { Worker: globalThis.Worker, create: URL.createObjectURL };
  beforeEach(() => {
    FakeWorker.last = undefined;
    FakeWorker.startFails = false;
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    URL.createObjectURL = () => 'blob:warm-up';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.Worker = original.Worker;
    URL.createObjectURL = original.create;
  });

  it("gives the worker the reader's locale and date options and settles on its answer", async () => {
    const isDone = settled(warmIntlOffMainThread(warmUp));
    const worker = FakeWorker.last!;
    expect(worker.url).toBe('blob:warm-up');
    expect(worker.posted).toEqual([warmUp]);
    expect(await isDone()).toBe(false);
    worker.onmessage?.();
    expect(await isDone()).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('settles when the worker fails, cannot start, or does not answer in time', async () => {
    const failed = settled(warmIntlOffMainThread(warmUp));
    FakeWorker.last!.onerror?.();
    expect(await failed()).toBe(true);

    FakeWorker.startFails = true;
    await expect(warmIntlOffMainThread(warmUp)).resolves.toBeUndefined();

    FakeWorker.startFails = false;
    jest.useFakeTimers();
    const silent = settled(warmIntlOffMainThread(warmUp));
    jest.advanceTimersByTime(INTL_WARM_UP_TIMEOUT_MS - 1);
    expect(await silent()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await silent()).toBe(true);
    expect(FakeWorker.last!.terminated).toBe(true);
  });

  it('settles at once where there is no Worker (the page then pays the cost itself)', async () => {
    globalThis.Worker = undefined as unknown as typeof Worker;
    await expect(warmIntlOffMainThread(warmUp)).resolves.toBeUndefined();
  });
});
