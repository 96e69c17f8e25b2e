import type { ArrivalGate, GateEntry } from './arrival-gate';

/** The answers of one batch, one per item in the same order: a value or the error it ends in. */
export type BatchRun<I, O> = (items: I[]) => Promise<Array<O | Error>>;

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Arrival order in batches (issue 22: 2,000 leaders in one second). Instead of one transaction
 * after another, every call that is ready when the head of the gate reaches its turn runs in ONE
 * batch, in arrival order; calls that become ready meanwhile form the next batch. A call still
 * on its way (token or body not read) ends the batch: everything behind it waits for it, so the
 * order is the gate's. The run answers each item on its own (a refusal stays that call's).
 */
export class ArrivalBatcher<I, O> {
  private readonly waiting = new Map<GateEntry, Waiting<I, O>>();
  private running = false;

  constructor(
    private readonly gate: ArrivalGate,
    private readonly run: BatchRun<I, O>,
    private readonly maxBatch = 1000,
  ) {}

  submit(entry: GateEntry, item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.set(entry, { item, resolve, reject });
      void this.gate.turn(entry).then(() => this.pump());
    });
  }

  private pump(): void {
    if (this.running) return;
    const entries = this.gate.readyPrefix((entry) => this.waiting.has(entry), this.maxBatch);
    if (!entries.length) return;
    this.running = true;
    const calls = entries.map((entry) => this.waiting.get(entry)!);
    for (const entry of entries) this.waiting.delete(entry);
    void this.run(calls.map((call) => call.item))
      .then(
        (answers) =>
          calls.forEach((call, i) => {
            const answer = answers[i];
            if (answer instanceof Error) call.reject(answer);
            else call.resolve(answer as O);
          }),
        (error: unknown) => calls.forEach((call) => call.reject(error)),
      )
      .finally(() => {
        this.running = false;
        for (const entry of entries) this.gate.leave(entry);
        this.pump();
      });
  }
}
