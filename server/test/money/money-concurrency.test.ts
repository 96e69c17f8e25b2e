import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertUser } from '../../src/repositories/user/user-repository';
import { decideDeposit, requestDeposit } from '../../src/services/deposits';
import { decideWithdrawal, requestWithdrawal } from '../../src/services/withdrawals';
import { placeBet } from '../../src/services/platform-game-bets';
import { openRound, settleRound } from '../../src/services/platform-game-rounds';

/**
 * DESIGN section 6 under real concurrency: 10,000 bets, deposit approvals and withdrawals across
 * 50 wallets, with duplicated requests (2,000 on the embedded database, where concurrent bets go
 * into PGlite together, each its own transaction: db/pglite-prepared.ts).
 * Every balance equals the sum of its entries, none is below zero, a duplicate moves money once.
 * In both money modes that move money (DESIGN section 8): in `real` the bet runs the 18+ and
 * self-exclusion checks in its own statement (migration 0028); a few wallets there are not
 * confirmed or are self-excluded, and none of their bets may move money.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WALLETS = 50;
const OPERATIONS = Number(process.env.MONEY_OPERATIONS ?? (onPostgres ? 10_000 : 2_000));

const MODES = (process.env.MONEY_TEST_MODES ?? 'demo,real').split(',') as ('demo' | 'real')[];

describe.each(MODES)(
  `money under concurrency (${onPostgres ? 'PostgreSQL' : 'PGlite'}), %s mode`,
  (mode) => {
    let ctx: TestApp;
    beforeAll(async () => {
      ctx = await createTestApp({ MONEY_MODE: mode });
    });
    afterAll(async () => ctx?.close());

    it('keeps every wallet equal to its ledger, never negative, duplicates once', async () => {
      const db = ctx.database;
      const users = await Promise.all(
        Array.from({ length: WALLETS }, (_, i) =>
          insertUser(db.db, {
            username: `money_${i}_${process.pid}`,
            bgmiUserId: `money_${i}_${process.pid}`,
            name: `Money ${i}`,
            email: `m${i}@example.com`,
            phone: '9000000000',
            passwordHash: 'x',
          }),
        ),
      );
      // Opening balances, so bets and withdrawals have money to race for.
      await Promise.all(
        users.map(async (user, i) => {
          await requestDeposit(db, user.id, {
            amount: 20000,
            transaction_id: `OPEN${i}${process.pid}`,
          });
          await decideDeposit(db, `OPEN${i}${process.pid}`, true);
        }),
      );
      // Real mode: every wallet 18+ confirmed but the last four (one unconfirmed, three excluded:
      // a running, a permanent and an ended exclusion; the ended one bets as anyone).
      const refusedIds = new Set<string>();
      if (mode === 'real') {
        const [unconfirmed, running, forever, ended] = users.slice(-4) as [
          (typeof users)[0],
          (typeof users)[0],
          (typeof users)[0],
          (typeof users)[0],
        ];
        await db.query(
          `UPDATE users SET date_of_birth = '1990-01-01', age_confirmed_at = now()
         WHERE id = ANY($1::uuid[]) AND id <> $2`,
          [users.map((user) => user.id), unconfirmed.id],
        );
        await db.query(
          `INSERT INTO self_exclusions (user_id, period, starts_at, ends_at) VALUES
         ($1, '7d', now() - interval '1 hour', now() + interval '7 days'),
         ($2, 'permanent', now() - interval '1 hour', NULL),
         ($3, '24h', now() - interval '2 days', now() - interval '1 day')`,
          [running.id, forever.id, ended.id],
        );
        for (const user of [unconfirmed, running, forever]) refusedIds.add(user.id);
      }
      const policy = ctx.app.config;
      const round = await openRound(db, 600);
      const counts = {
        attempts: 0,
        ok: 0,
        refused: 0,
        duplicates: 0,
        bets: 0,
        deposits: 0,
        approvals: 0,
        withdrawals: 0,
        rejections: 0,
      };
      const pick = (n: number) => Math.floor(Math.random() * n);
      const settle = async (work: () => Promise<unknown>, forbidden = false) => {
        counts.attempts += 1;
        try {
          await work();
          counts.ok += 1;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status !== 400 && status !== 409 && !(forbidden && status === 403)) throw error;
          counts.refused += 1;
        }
      };
      const twice = (work: () => Promise<unknown>) => {
        counts.duplicates += 1;
        return Promise.all([settle(work), settle(work)]);
      };

      const operations: Promise<unknown>[] = [];
      for (let i = 0; i < OPERATIONS; i += 1) {
        const user = users[pick(WALLETS)]!;
        const duplicate = i % 10 === 0;
        const kind = i % 5; // 0,1,2: bets; 3: deposit + approval; 4: withdrawal (+ maybe rejection)
        if (kind <= 2) {
          counts.bets += 1;
          const body = {
            session_id: round.id,
            amount: 10 + pick(40),
            position_number: String(pick(100)).padStart(2, '0'),
            request_id: randomUUID(),
          };
          const work = () => placeBet(db, user.id, body, policy);
          if (refusedIds.has(user.id)) operations.push(settle(work, true));
          else operations.push(duplicate ? twice(work) : settle(work));
        } else if (kind === 3) {
          counts.deposits += 1;
          const utr = `M${i}${process.pid}`;
          const body = { amount: 100 + pick(900), transaction_id: utr };
          operations.push(
            (async () => {
              await settle(() => requestDeposit(db, user.id, body));
              if (duplicate) await twice(() => requestDeposit(db, user.id, body));
              counts.approvals += 1;
              await twice(() => decideDeposit(db, utr, true)); // the second approval must not pay again
            })(),
          );
        } else {
          counts.withdrawals += 1;
          const body = {
            amount: 100 + pick(50),
            payment_gateway: 'upi' as const,
            withdraw_details: { upi: 'a@b' },
            request_id: randomUUID(),
          };
          operations.push(
            (async () => {
              let id: string | undefined;
              const work = async () => {
                id = (await requestWithdrawal(db, user.id, body)).withdrawal.id;
              };
              await (duplicate ? twice(work) : settle(work));
              if (id && i % 3 === 0) {
                counts.rejections += 1;
                await twice(() => decideWithdrawal(db, id!, false));
              }
            })(),
          );
        }
      }
      await Promise.all(operations);
      await settleRound(db, round.id);

      const rows = await db.query<{ id: string; balance: string; entries: string }>(
        `SELECT u.id, u.wallet_paise AS balance, COALESCE(sum(e.amount_paise), 0) AS entries
       FROM users u LEFT JOIN wallet_entries e ON e.user_id = u.id GROUP BY u.id`,
      );
      const mismatched = rows.filter((r) => Number(r.balance) !== Number(r.entries));
      const negative = rows.filter((r) => Number(r.balance) < 0);
      const [facts] = await db.query<Record<string, string>>(`SELECT
      (SELECT count(*) FROM platform_bets) AS bets_stored,
      (SELECT count(*) FROM wallet_entries WHERE kind = 'bet') AS bet_entries,
      (SELECT count(*) FROM deposits WHERE status = 1) AS deposits_approved,
      (SELECT count(*) FROM wallet_entries WHERE kind = 'deposit') AS deposit_entries,
      (SELECT count(*) FROM withdrawals) AS withdrawals_stored,
      (SELECT count(*) FROM wallet_entries WHERE kind = 'withdraw') AS withdraw_entries,
      (SELECT count(*) FROM withdrawals WHERE status = 2) AS withdrawals_rejected,
      (SELECT count(*) FROM wallet_entries WHERE kind = 'withdraw_refund') AS refund_entries,
      (SELECT count(*) FROM wallet_entries WHERE kind = 'win') AS win_entries,
      (SELECT count(*) FROM wallet_entries) AS entries`);
      console.log('money test', {
        wallets: WALLETS,
        operations: OPERATIONS,
        ...counts,
        ...facts,
        mismatched: mismatched.length,
        negative: negative.length,
      });

      expect(mismatched).toEqual([]);
      expect(negative).toEqual([]);
      expect(Number(facts!.bet_entries)).toBe(Number(facts!.bets_stored));
      expect(Number(facts!.deposit_entries)).toBe(Number(facts!.deposits_approved));
      expect(Number(facts!.withdraw_entries)).toBe(Number(facts!.withdrawals_stored));
      expect(Number(facts!.refund_entries)).toBe(Number(facts!.withdrawals_rejected));
      expect(counts.ok + counts.refused).toBe(counts.attempts);
      expect(Number(facts!.bets_stored)).toBeGreaterThan(counts.bets / 2);
      const [refused] = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM wallet_entries WHERE kind = 'bet' AND user_id = ANY($1::uuid[])`,
        [[...refusedIds]],
      );
      expect(Number(refused!.n)).toBe(0);
    }, 1_500_000);
  },
);
