import { mockServedFile, NO_ANSWER } from '@bgmi/shared/testing/mock-api';
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
  mockServedFile('/mf-manifest.json', NO_ANSWER);
  const plugin = remoteLoadTimeoutPlugin(50);
  const started = Date.now();
  await expect(
    (plugin.fetch as unknown as FetchHook)('http://remote.test/mf-manifest.json', {}),
  ).rejects.toBeDefined();
  expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  expect(Date.now() - started).toBeLessThan(5_000);
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
