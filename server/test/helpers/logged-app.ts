import { createTestApp, type TestApp } from './test-app';

/**
 * For a describe block reading the app's log: an app at LOG_LEVEL info, started before the
 * block's tests and closed after them, whose log lines gather in `lines` (clear it to start
 * afresh). `ctx()` is the app once started.
 */
export function appWithLogLines() {
  let ctx: TestApp | undefined;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ LOG_LEVEL: 'info' }, undefined, {
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => ctx?.close());
  return {
    lines,
    ctx: (): TestApp => {
      if (!ctx) throw new Error('the logged app is not started yet (use it inside a test)');
      return ctx;
    },
  };
}
