// Gives the browser a turn between two pieces of work, so each runs as its own task: a tap waits
// at most for one of them, and a page load's work does not add up to one long task (Lighthouse's
// Total Blocking Time counts each task's time past 50 ms). scheduler.yield() keeps the page's
// place at the front of the queue where the browser has it; elsewhere a message to ourselves
// (not setTimeout, which browsers clamp and tests' fake timers hold).

type YieldingScheduler = { yield?: () => Promise<void> };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
