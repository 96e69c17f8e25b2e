// Total Blocking Time from the tasks' own CPU time, read off a Lighthouse run's trace. Lighthouse
// times each main-thread task by the wall clock: on a shared host (this one is a VM whose other
// tenants take its CPUs at will) a task's wall time was measured at 3-5x its CPU time, so its TBT
// and score move with the neighbours. This figure is Lighthouse's rule (each task at 4x,
// Lighthouse's CPU slowdown, past 50 ms, from the first contentful paint on) applied to the
// tasks' CPU time, for the product and the anchor alike. It takes out what other processes of
// this machine do to the page, not all the host does: the guest reports no steal, so time the
// host takes from a busy vCPU is counted as the running thread's CPU time too (the same code
// measured 148-301 ms on a contended day and 0-13 ms on a quiet one; docs/decisions.md).

const SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

/** @param {{ traceEvents: Array<Record<string, any>> }} trace */
export function cpuBlockingTime(trace) {
  const events = trace.traceEvents;
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) return undefined;
  const { pid, tid } = navigation;
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === pid && event.ts >= navigation.ts,
  );
  const from = paint?.ts ?? navigation.ts;
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== pid || event.tid !== tid) {
      continue;
    }
    if (event.ts < from || event.tdur === undefined) continue;
    blocking += Math.max(0, (event.tdur / 1000) * SLOWDOWN - BLOCKING_FROM_MS);
  }
  return blocking;
}
