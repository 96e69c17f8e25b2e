import { randomBytes } from 'node:crypto';
import { startPgLeaderLock, type LeaderLock } from '../../src/lib/leader-lock';

// One leader per deployment on PostgreSQL, and a standby takes over when the leader goes.
// Runs when TEST_DATABASE_URL is set (CI); the embedded database is always its own leader.
const url = process.env.TEST_DATABASE_URL;
const describeWithPg = url ? describe : describe.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithPg('PostgreSQL leader lock', () => {
  const locks: LeaderLock[] = [];
  afterAll(async () => {
    for (const lock of locks) await lock.stop();
  });
  const start = (name: string, changes: boolean[]) => {
    const lock = startPgLeaderLock({
      url: url ?? '',
      name,
      retryMs: 200,
      onChange: (leader) => changes.push(leader),
      onError: () => undefined,
    });
    locks.push(lock);
    return lock;
  };

  it('elects one of two instances and hands over when the leader stops', async () => {
    const name = `test-${randomBytes(4).toString('hex')}`;
    const first = start(name, []);
    await sleep(600);
    const second = start(name, []);
    await sleep(600);
    expect([first.isLeader(), second.isLeader()]).toEqual([true, false]);
    const stoppedAt = Date.now();
    await first.stop();
    while (!second.isLeader() && Date.now() - stoppedAt < 5000) await sleep(50);
    expect(second.isLeader()).toBe(true);
    expect(Date.now() - stoppedAt).toBeLessThan(2000);
  });

  it('keeps deployments with different names apart', async () => {
    const one = start(`test-${randomBytes(4).toString('hex')}`, []);
    const two = start(`test-${randomBytes(4).toString('hex')}`, []);
    await sleep(800);
    expect([one.isLeader(), two.isLeader()]).toEqual([true, true]);
  });
});
