import { REMOTE_LOAD_TIMEOUT_MS, remoteLoadTimeoutPlugin } from '../remote-load-timeout';

type FetchHook = (url: string, init?: RequestInit) => Promise<Response>;
type ScriptHook = (args: { url: string; attrs?: Record<string, unknown> }) => {
  script: HTMLScriptElement;
  timeout: number;
};

afterEach(() => jest.restoreAllMocks());

test('the timeout is at most 8 seconds', () => {
  expect(REMOTE_LOAD_TIMEOUT_MS).toBeLessThanOrEqual(8_000);
});

test('a manifest fetch that never answers is aborted after the timeout', async () => {
  let signal: AbortSignal | undefined;
  const hang = jest.fn((_url: string, init?: RequestInit) => {
    signal = init?.signal ?? undefined;
    return new Promise<Response>((_resolve, reject) =>
      signal?.addEventListener('abort', () => reject(signal?.reason)),
    );
  });
  Object.defineProperty(globalThis, 'fetch', { value: hang, configurable: true, writable: true });
  const plugin = remoteLoadTimeoutPlugin(50);
  const started = Date.now();
  await expect(
    (plugin.fetch as unknown as FetchHook)('http://remote.test/mf-manifest.json', {}),
  ).rejects.toBeDefined();
  expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  expect(hang).toHaveBeenCalledWith(
    'http://remote.test/mf-manifest.json',
    expect.objectContaining({ signal: expect.any(AbortSignal) }),
  );
  expect(signal?.aborted).toBe(true);
});

test('the entry script gets the timeout and keeps its attributes', () => {
  const plugin = remoteLoadTimeoutPlugin();
  const { script, timeout } = (plugin.createScript as unknown as ScriptHook)({
    url: 'http://remote.test/remoteEntry.js',
    attrs: { fetchpriority: 'high', async: true },
  });
  expect(timeout).toBe(REMOTE_LOAD_TIMEOUT_MS);
  expect(script.src).toBe('http://remote.test/remoteEntry.js');
  expect(script.getAttribute('fetchpriority')).toBe('high');
  expect(script.async).toBe(true);
});
