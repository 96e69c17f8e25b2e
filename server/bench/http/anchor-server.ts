import Fastify from 'fastify';
import { Pool } from 'pg';
import { createHash } from 'node:crypto';
import { BENCH_DB_URL, BENCH_SCHEMA } from './bench-db';

/**
 * The anchors: a bare Fastify JSON route (no plugins, no logger) answering a fixed list of the
 * same size as the product's tournament list, and a bare Fastify route running the product's
 * SQL for `user/get_WithdrawHistory` (token lookup, then the caller's withdrawals) with `pg`.
 */
async function main() {
  const port = Number(process.argv[2] ?? 8102);
  const fixed = JSON.parse(process.argv[3] ?? '{"status":true,"message":"ok","data":[]}');
  const app = Fastify({ logger: false });
  const pool = new Pool({
    connectionString: BENCH_DB_URL,
    max: 10,
    options: `-c search_path=${BENCH_SCHEMA}`,
  });
  app.post('/json', async () => fixed);
  app.post('/pg', async (request, reply) => {
    const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    const hash = createHash('sha256').update(token).digest('hex');
    const session = await pool.query(
      `SELECT t.id, t.last_used_at, u.* FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 AND t.last_used_at > now() - make_interval(secs => $2) LIMIT 1`,
      [hash, 30 * 86_400],
    );
    const user = session.rows[0];
    if (!user) return reply.code(401).send({ status: false });
    const rows = await pool.query(
      `SELECT *, created_at::text AS cursor_at
       FROM withdrawals WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [user.id, 101],
    );
    return {
      status: true,
      message: rows.rows.length ? 'Withdraw history' : 'No data found',
      data: rows.rows,
      nextCursor: null,
    };
  });
  await app.listen({ port, host: '127.0.0.1' });
  console.log(JSON.stringify({ port, pid: process.pid }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
