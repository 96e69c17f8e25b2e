// An async boundary so Module Federation can negotiate shared singletons before React loads.
// Started in the next task: the runtime's own start (this script) and the negotiation with the
// loading of the first page's scripts are two tasks of a phone's main thread, not one long one.
setTimeout(() => void import('./bootstrap'), 0);
