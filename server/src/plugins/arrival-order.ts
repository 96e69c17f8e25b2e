import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ArrivalGate, type GateEntry } from '../lib/arrival-gate';
import { ArrivalBatcher, type BatchRun } from '../lib/arrival-batch';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `work` when every earlier arrival of the same ordered call is done (issue 25). */
    inArrivalOrder: <T>(request: FastifyRequest, work: () => Promise<T>) => Promise<T>;
    /**
     * Hands `item` to `run` with every other call of the same path that is ready at its turn,
     * in arrival order (lib/arrival-batch.ts); `run` is the same function for a path.
     */
    inArrivalBatch: <I, O>(request: FastifyRequest, item: I, run: BatchRun<I, O>) => Promise<O>;
  }
}

/** Calls where order is the product: their work runs in arrival order on this instance. */
export const ORDERED_PATHS = new Set(['/BGMI/register-tournament']);

const ENTRY = Symbol('arrival-gate-entry');
type Marked = IncomingMessage & { [ENTRY]?: GateEntry };

/**
 * Arrival is the moment the HTTP server hands the request over (its 'request' event, before
 * Fastify's hooks, the token check or the body), so nothing a call does before its work (an
 * idle token, a slow pool) can move it behind a later one. The answer carries the arrival number
 * (`x-arrival-order`) so order can be checked from outside. A call refused before its work
 * (bad token, bad body) leaves the gate when it is answered or its connection closes. Each
 * instance orders its own arrivals (several instances: arrivals at different instances are not
 * comparable anyway); inject() tests enter at onRequest.
 */
export default fp(
  async (app) => {
    const gates = new Map([...ORDERED_PATHS].map((path) => [path, new ArrivalGate()]));
    const enter = (raw: Marked, response: ServerResponse | null) => {
      if (raw[ENTRY]) return;
      const gate = gates.get((raw.url ?? '').split('?')[0]!);
      if (!gate) return;
      const entry = gate.enter();
      raw[ENTRY] = entry;
      const leave = () => gate.leave(entry);
      response?.once('close', leave);
      response?.once('finish', leave);
    };
    app.server.prependListener('request', (raw: Marked, response: ServerResponse) =>
      enter(raw, response),
    );
    // Callback hooks, not async ones: they run on every call, and an async hook costs a promise
    // and a microtask turn per call (issue 26: the bet's CPU in the API).
    app.addHook('onRequest', (request, reply, done) => {
      enter(request.raw, reply.raw);
      const entry = (request.raw as Marked)[ENTRY];
      if (entry) void reply.header('x-arrival-order', String(entry.arrival));
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      const entry = (request.raw as Marked)[ENTRY];
      if (entry) gates.get((request.raw.url ?? '').split('?')[0]!)?.leave(entry);
      done();
    });
    app.decorate(
      'inArrivalOrder',
      async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
        const entry = (request.raw as Marked)[ENTRY];
        const gate = gates.get(request.routeOptions.url ?? '');
        if (!entry || !gate) return work();
        await gate.turn(entry);
        try {
          return await work();
        } finally {
          gate.leave(entry);
        }
      },
    );
    const batchers = new Map<string, ArrivalBatcher<unknown, unknown>>();
    app.decorate(
      'inArrivalBatch',
      async <I, O>(request: FastifyRequest, item: I, run: BatchRun<I, O>): Promise<O> => {
        const entry = (request.raw as Marked)[ENTRY];
        const path = request.routeOptions.url ?? '';
        const gate = gates.get(path);
        if (!entry || !gate) {
          const [answer] = await run([item]);
          if (answer instanceof Error) throw answer;
          return answer as O;
        }
        let batcher = batchers.get(path) as ArrivalBatcher<I, O> | undefined;
        if (!batcher) {
          batcher = new ArrivalBatcher(gate, run);
          batchers.set(path, batcher as ArrivalBatcher<unknown, unknown>);
        }
        return batcher.submit(entry, item);
      },
    );
  },
  { name: 'arrival-order' },
);
