// Services and repositories take a DbOrTx, and a transaction is one pg client: reads sent to it
// at once overlap (pg warns, and pg 9 will refuse). They read together through
// server/src/db/reads-together.ts, which runs them at once on the pool and one after another in
// a transaction (docs/ARCHITECTURE.md, Server). `no-restricted-syntax` refuses Promise.all there.
const message =
  'Read together with readsTogether(db, [() => a, () => b]) (server/src/db/reads-together.ts): Promise.all on a transaction overlaps queries on its one connection.';

export const readsTogetherOnly = [
  {
    selector:
      "CallExpression[callee.object.name='Promise'][callee.property.name=/^all(Settled)?$/]",
    message,
  },
];
