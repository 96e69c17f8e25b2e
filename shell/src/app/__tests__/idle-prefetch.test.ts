import { IDLE_PREFETCH_DONE, IDLE_PREFETCH_START } from '../idle-prefetch';

type IdleModule = typeof import('../idle-prefetch');

/** A fresh queue per test (the module keeps one per page). */
async function freshQueue(): Promise<IdleModule> {
  jest.resetModules();
  return import('../idle-prefetch');
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}

let marks: string[];

beforeEach(() => {
  jest.useFakeTimers();
  marks = [];
  // jsdom has no User Timing; the queue's marks are what `npm run size` reads.
  Object.defineProperty(performance, 'mark', {
    configurable: true,
    value: (name: string) => marks.push(name),
  });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined });
});

afterEach(() => jest.useRealTimers());

test('prefetches wait 1.5 s past the load, run one at a time, and mark their start and end', async () => {
  const { prefetchWhenIdle } = await freshQueue();
  const first = deferred();
  const firstTask = jest.fn(() => first.promise);
  const secondTask = jest.fn(() => Promise.resolve());
  prefetchWhenIdle(firstTask);
  prefetchWhenIdle(secondTask);

  await jest.advanceTimersByTimeAsync(1499);
  expect(firstTask).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(firstTask).toHaveBeenCalledTimes(1);
  expect(marks).toEqual([IDLE_PREFETCH_START]);

  // The first is still loading: the second waits, and the run is not over.
  await jest.advanceTimersByTimeAsync(1000);
  expect(secondTask).not.toHaveBeenCalled();
  expect(marks).toEqual([IDLE_PREFETCH_START]);
  first.resolve();
  await jest.advanceTimersByTimeAsync(1);
  expect(secondTask).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(marks).toEqual([IDLE_PREFETCH_START, IDLE_PREFETCH_DONE]);
});

test('a prefetch queued by a running one belongs to the same run', async () => {
  const { prefetchWhenIdle } = await freshQueue();
  const inner = jest.fn(() => Promise.resolve());
  prefetchWhenIdle(async () => prefetchWhenIdle(inner));
  await jest.advanceTimersByTimeAsync(1500);
  await jest.advanceTimersByTimeAsync(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(inner).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(marks).toEqual([IDLE_PREFETCH_START, IDLE_PREFETCH_DONE]);
});

test.each([
  ['asks to save data', { saveData: true, effectiveType: '4g' }],
  ['is on a 2G link', { saveData: false, effectiveType: 'slow-2g' }],
])('a visitor who %s gets no prefetch', async (_, connection) => {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  const { prefetchWhenIdle } = await freshQueue();
  const task = jest.fn(() => Promise.resolve());
  prefetchWhenIdle(task);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(task).not.toHaveBeenCalled();
  expect(marks).toEqual([]);
});
