// The scale test's checks, read from the database after the run.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

/** Adjacent pairs out of order in a list of send indices (0 for the send order itself). */
export function inversions(indices) {
  let count = 0;
  for (let index = 1; index < indices.length; index += 1) {
    if (indices[index] < indices[index - 1]) count += 1;
  }
  return count;
}

export async function checkDatabase(url, { bets, messages }) {
  const db = new Client({ connectionString: url });
  await db.connect();
  const problems = [];
  const q = async (text, params) => (await db.query(text, params)).rows;

  // Bets: each acknowledged one stored once, debited once.
  const storedBets = await q(
    'SELECT user_id, request_id, count(*)::int AS n FROM platform_bets GROUP BY 1, 2',
  );
  const betCount = new Map(storedBets.map((row) => [`${row.user_id}|${row.request_id}`, row.n]));
  const debits = await q(
    "SELECT idempotency_key, count(*)::int AS n FROM wallet_entries WHERE kind = 'bet' GROUP BY 1",
  );
  const debitCount = new Map(debits.map((row) => [row.idempotency_key, row.n]));
  let lost = 0;
  let duplicated = 0;
  for (const bet of bets) {
    const stored = betCount.get(`${bet.userId}|${bet.requestId}`) ?? 0;
    const debited = debitCount.get(`bet:${bet.userId}:${bet.requestId}`) ?? 0;
    if (stored === 0 || debited === 0) lost += 1;
    if (stored > 1 || debited > 1) duplicated += 1;
  }

  // Chat: each acknowledged message stored once; every conversation numbered 1..n.
  const storedMessages = await q(
    'SELECT sender_id, client_message_id, count(*)::int AS n FROM chat_messages GROUP BY 1, 2',
  );
  const messageCount = new Map(
    storedMessages.map((row) => [`${row.sender_id}|${row.client_message_id}`, row.n]),
  );
  for (const message of messages) {
    const stored = messageCount.get(`${message.senderId}|${message.clientMessageId}`) ?? 0;
    if (stored === 0) lost += 1;
    if (stored > 1) duplicated += 1;
  }
  const gaps = await q(`
    SELECT count(*)::int AS n FROM (
      SELECT seq, row_number() OVER (PARTITION BY LEAST(sender_id, receiver_id),
        GREATEST(sender_id, receiver_id) ORDER BY seq) AS expected FROM chat_messages) t
    WHERE seq <> expected`);
  if (gaps[0].n) problems.push(`${gaps[0].n} chat messages out of their 1..n sequence`);

  // Ledger: every wallet equals the sum of its entries and its last balance.
  const wallets = await q(`
    SELECT u.id, u.wallet_paise::bigint AS wallet,
      COALESCE((SELECT sum(amount_paise) FROM wallet_entries e WHERE e.user_id = u.id), 0)::bigint AS sum,
      (SELECT balance_after_paise FROM wallet_entries e WHERE e.user_id = u.id ORDER BY id DESC LIMIT 1)::bigint AS last
    FROM users u`);
  const walletBreaks = wallets.filter(
    (row) => row.wallet !== row.sum || (row.last !== null && row.last !== row.wallet),
  ).length;
  if (walletBreaks) problems.push(`${walletBreaks} wallets differ from their ledger`);

  // Rounds: each settled round's bets settled, each winning bet paid exactly once.
  const unsettled = await q(`
    SELECT count(*)::int AS n FROM platform_bets b JOIN game_rounds r ON r.id = b.round_id
    WHERE r.status = 'settled' AND b.won IS NULL`);
  if (unsettled[0].n) problems.push(`${unsettled[0].n} bets of settled rounds not settled`);
  const wins = await q(`
    SELECT b.id, (SELECT count(*)::int FROM wallet_entries e WHERE e.idempotency_key = 'win:' || b.id) AS paid
    FROM platform_bets b JOIN game_rounds r ON r.id = b.round_id
    WHERE r.status = 'settled' AND b.position_number = r.winning_number`);
  const badWins = wins.filter((row) => row.paid !== 1).length;
  if (badWins) problems.push(`${badWins} winning bets not paid exactly once`);
  const rounds = await q('SELECT id::int AS id, status FROM game_rounds ORDER BY id');
  const openRounds = rounds.filter((row) => row.status === 'open').length;
  if (openRounds > 1) problems.push(`${openRounds} open rounds`);
  const idGaps = rounds.filter((row, i) => i > 0 && row.id !== rounds[i - 1].id + 1).length;

  await db.end();
  return {
    lost,
    duplicated,
    walletBreaks,
    rounds: rounds.length,
    settledRounds: rounds.length - openRounds,
    winningBets: wins.length,
    roundIdGaps: idGaps,
    problems,
  };
}

/** The stored order of one sender's burst: its client ids by seq. */
export async function storedOrder(url, senderId) {
  const db = new Client({ connectionString: url });
  await db.connect();
  const rows = (
    await db.query(
      'SELECT client_message_id FROM chat_messages WHERE sender_id = $1 ORDER BY seq',
      [senderId],
    )
  ).rows;
  await db.end();
  return rows.map((row) => row.client_message_id);
}
