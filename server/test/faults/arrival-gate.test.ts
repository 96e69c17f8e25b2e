import { ArrivalGate } from '../../src/lib/arrival-gate';
import { ArrivalBatcher } from '../../src/lib/arrival-batch';

// First come, first served (issue 25): work runs in arrival order whatever order the callers
// become ready in, and a caller refused before its work does not hold the others back.
describe('ArrivalGate', () => {
  it('runs work in arrival order although later arrivals are ready first', async () => {
    const gate = new ArrivalGate();
    const entries = [gate.enter(), gate.enter(), gate.enter(), gate.enter()];
    const ran: number[] = [];
    // Ready in the order 4, 3, 2 (1 is refused before its work and only leaves).
    const work = [3, 2, 1].map(async (index) => {
      const entry = entries[index]!;
      await gate.turn(entry);
      ran.push(entry.arrival);
      gate.leave(entry);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ran).toEqual([]);
    gate.leave(entries[0]!);
    await Promise.all(work);
    expect(ran).toEqual([2, 3, 4]);
    expect(gate.size).toBe(0);
  });

  it('lets a leave happen twice and an entry that already left pass at once', async () => {
    const gate = new ArrivalGate();
    const first = gate.enter();
    const second = gate.enter();
    gate.leave(second);
    gate.leave(second);
    await expect(gate.turn(second)).resolves.toBeUndefined();
    await expect(gate.turn(first)).resolves.toBeUndefined();
    gate.leave(first);
    expect(gate.size).toBe(0);
  });
});

describe('ArrivalBatcher', () => {
  it('batches the calls ready at a turn, in arrival order, and waits for one on its way', async () => {
    const gate = new ArrivalGate();
    const batches: number[][] = [];
    const batcher = new ArrivalBatcher<number, number>(gate, async (items) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items.map((item) => (item === 3 ? new Error('three') : item * 10));
    });
    const entries = [1, 2, 3, 4, 5].map(() => gate.enter());
    // 2, 3 and 5 are ready first; 1 is still on its way, 4 comes later.
    const second = batcher.submit(entries[1]!, 2);
    const third = batcher.submit(entries[2]!, 3).catch((error: Error) => error.message);
    const fifth = batcher.submit(entries[4]!, 5);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(batches).toEqual([]);
    const first = batcher.submit(entries[0]!, 1);
    const fourth = batcher.submit(entries[3]!, 4);
    expect(await Promise.all([first, second, third, fourth, fifth])).toEqual([
      10,
      20,
      'three',
      40,
      50,
    ]);
    expect(batches.flat()).toEqual([1, 2, 3, 4, 5]);
    expect(gate.size).toBe(0);
  });
});
