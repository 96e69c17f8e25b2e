import { KeyBatcher } from '../../src/lib/key-batcher';

// Lookups of one turn of the event loop share one query; each caller gets its own key's answer.
describe('KeyBatcher', () => {
  it('answers the keys of one turn with one fetch, each its own value, a missing key undefined', async () => {
    const fetches: string[][] = [];
    const batcher = new KeyBatcher<number>(async (keys) => {
      fetches.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key.length]));
    });
    const answers = await Promise.all(['a', 'bb', 'gone', 'a', 'cccc'].map((k) => batcher.load(k)));
    expect(answers).toEqual([1, 2, undefined, 1, 4]);
    expect(fetches).toEqual([['a', 'bb', 'gone', 'cccc']]);
    // A later turn is a query of its own.
    expect(await batcher.load('dd')).toBe(2);
    expect(fetches).toHaveLength(2);
  });

  it('splits a turn into queries of at most maxKeys, and a failed query fails only its keys', async () => {
    const fetches: string[][] = [];
    const batcher = new KeyBatcher<string>(async (keys) => {
      fetches.push(keys);
      if (keys.includes('k3')) throw new Error('database away');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    }, 2);
    const answers = await Promise.allSettled(
      ['k1', 'k2', 'k3', 'k4', 'k5'].map((k) => batcher.load(k)),
    );
    expect(fetches).toEqual([['k1', 'k2'], ['k3', 'k4'], ['k5']]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : String(a.reason)))).toEqual([
      'K1',
      'K2',
      'Error: database away',
      'Error: database away',
      'K5',
    ]);
  });
});
