// An async boundary so Module Federation can negotiate shared singletons before React loads.
// Started in the next task: the runtime's own start (this script) and the negotiation with the
// loading of the first page's scripts are two tasks of a phone's main thread, not one long one.
// The packages every page runs are then evaluated a few per task (react-dom alone is ~10 ms at
// 1x here, four times that on a phone): the bootstrap finds them evaluated and only runs itself.
// (A timer, not @bgmi/shared's yieldToMain: nothing shared may load before this boundary.)
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await Promise.all([import('react-router-dom'), import('@tanstack/react-query')]);
  await nextTask();
  await import('./bootstrap');
}

void start();
