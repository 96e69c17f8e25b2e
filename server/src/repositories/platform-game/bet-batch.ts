import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../lib/http-error';
import {
  betOutcome,
  betStatement,
  placeBetAtomically,
  type BetInput,
  type BetOutcome,
  type BetRow,
} from './platform-game-repository';

/**
 * Many bets as ONE statement: migration 0028's platform_game_place_bet once per row of the
 * batch, in the row order (a nested loop over the rows), all in the statement's transaction.
 * Each row answers its own outcome; a refusal (low balance, closed round, 18+ or exclusion in
 * `real`) writes nothing, so it never changes another row's.
 */
const PLACE_BETS_SQL = `SELECT b.i, r.outcome, r.wallet_paise, r.totals, r.excluded_until
  FROM jsonb_to_recordset($1::jsonb) AS b(i int, u uuid, r bigint, p text, a bigint, q text,
    m bigint, x boolean, t timestamptz)
  CROSS JOIN LATERAL platform_game_place_bet(b.u, b.r, b.p, b.a, b.q, b.m, b.x, b.t) r`;

interface Waiting {
  input: BetInput;
  resolve: (outcome: BetOutcome) => void;
  reject: (error: unknown) => void;
}

/** A bet's row of the batch: betStatement's parameters, in the function's order. */
function batchRow(i: number, input: BetInput) {
  const [r, p, a, q, m, x, t] = betStatement(input).params;
  return { i, u: input.userId, r, p, a, q, m, x, t };
}

/** The bet the batch's unique violation names (its request_id's ledger key, migration 0028). */
const namedBy = (error: unknown, input: BetInput) =>
  input.requestId !== null &&
  String((error as { detail?: unknown }).detail ?? '').includes(
    `=(bet:${input.userId}:${input.requestId})`,
  );

/**
 * Bets that arrive in the same turn of the event loop go to the database as one statement (a
 * commit and a round trip for all of them instead of one each: issue 26), at most `maxBets` a
 * statement. The rows are sorted by user id, so two batches running at once lock wallets in the
 * same order and cannot deadlock each other. A user's second bet of the same turn runs on its
 * own, beside the batch, as every bet ran before (a twin request_id races as it always did). A
 * batch of one is the one-bet statement. When the batch statement fails (a unique violation of
 * a twin placed meanwhile, a deadlock, anything), it changed nothing: the bet whose ledger key
 * the violation names answers that error (409, as a twin did), and each other bet runs again
 * on its own, so each gets the answer it would have had alone.
 */
class BetBatcher {
  private pending: Waiting[] = [];
  private scheduled = false;

  constructor(
    private readonly database: Database,
    private readonly maxBets: number,
  ) {}

  place(input: BetInput): Promise<BetOutcome> {
    const answer = new Promise<BetOutcome>((resolve, reject) =>
      this.pending.push({ input, resolve, reject }),
    );
    // The first bet of a turn flushes after the turn: every request read in it has bet by then.
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return answer;
  }

  private flush(): void {
    this.scheduled = false;
    const arrived = this.pending;
    this.pending = [];
    const users = new Set<string>();
    let batch: Waiting[] = [];
    for (const bet of arrived) {
      if (users.has(bet.input.userId)) {
        this.alone(bet);
        continue;
      }
      users.add(bet.input.userId);
      batch.push(bet);
      if (batch.length === this.maxBets) {
        this.run(batch);
        batch = [];
      }
    }
    if (batch.length) this.run(batch);
  }

  private alone(bet: Waiting): void {
    placeBetAtomically(this.database, bet.input).then(bet.resolve, bet.reject);
  }

  private run(batch: Waiting[]): void {
    if (batch.length === 1) return this.alone(batch[0]!);
    batch.sort((x, y) => (x.input.userId < y.input.userId ? -1 : 1));
    const rows = batch.map((bet, i) => batchRow(i, bet.input));
    this.database
      .query<BetRow & { i: number }>(
        PLACE_BETS_SQL,
        [JSON.stringify(rows)],
        'platform-game-place-bets',
      )
      .then(
        (answers) => {
          const byIndex = new Map(answers.map((row) => [row.i, row]));
          batch.forEach((bet, i) => {
            const row = byIndex.get(i);
            if (row) bet.resolve(betOutcome(row));
            else bet.reject(new Error('platform_game_place_bet answered no row'));
          });
        },
        (error: unknown) => {
          for (const bet of batch) {
            if (isUniqueViolation(error) && namedBy(error, bet.input)) bet.reject(error);
            else this.alone(bet);
          }
        },
      );
  }
}

// One batcher per database and batch size.
const batchers = new WeakMap<Database, Map<number, BetBatcher>>();

/**
 * placeBetAtomically's answer, the bet going to the database with the others of its turn of the
 * event loop (BetBatcher); `maxBets` 1: alone, at once.
 */
export function placeBetInBatch(
  database: Database,
  input: BetInput,
  maxBets: number,
): Promise<BetOutcome> {
  if (maxBets <= 1) return placeBetAtomically(database, input);
  let bySize = batchers.get(database);
  if (!bySize) batchers.set(database, (bySize = new Map()));
  let batcher = bySize.get(maxBets);
  if (!batcher) bySize.set(maxBets, (batcher = new BetBatcher(database, maxBets)));
  return batcher.place(input);
}
