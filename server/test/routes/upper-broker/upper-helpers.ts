import type { FastifyInstance } from 'fastify';
import { post } from '../../helpers/api';
import { TODAY, addBets, me, newOperator, type Operator } from '../jantri-ledger/ledger-helpers';

export { TODAY, me, newOperator, addBets, type Operator };

/** A cut as the pass call takes it: 100 jodi cells, 10 andar, 10 bahar, rupees. */
export function cut(jodi: Record<number, number> = {}, andar: Record<number, number> = {}) {
  const cells = (n: number, at: Record<number, number>) =>
    Array.from({ length: n }, (_, i) => at[i] ?? 0);
  return { details: cells(100, jodi), andar: cells(10, andar), bahar: cells(10, {}) };
}

export async function saveUpper(
  app: FastifyInstance,
  op: Operator,
  upper: Operator | null,
  terms: Record<string, unknown> = {},
) {
  const answer = await post<{ data: { _id: string } }>(
    app,
    'jantri-upper-save',
    {
      ...me(op),
      name: upper ? `Upper ${upper.username}` : 'Offline upper',
      upper_username: upper?.username ?? '',
      passing_rate: 90,
      lc: 0,
      patti: 0,
      ...terms,
    },
    op.token,
  );
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data._id;
}

export type PassAnswer = { data: { _id: string; status: string; total: number } };

export async function sendPass(
  app: FastifyInstance,
  op: Operator,
  upperId: string,
  amounts = cut({ 12: 50 }),
) {
  return post<PassAnswer>(
    app,
    'jantri-pass-send',
    { ...me(op), upper_id: upperId, game_name: op.game, date: TODAY, ...amounts },
    op.token,
  );
}

export async function decide(
  app: FastifyInstance,
  upper: Operator,
  passId: string,
  decision: string,
) {
  return post<PassAnswer>(app, 'jantri-pass-decide', { pass_id: passId, decision }, upper.token);
}

export async function declare(app: FastifyInstance, op: Operator, result: string) {
  const answer = await post(
    app,
    'update-jantri-result',
    { ...me(op), game_name: op.game, result, date: TODAY },
    op.token,
  );
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
}

export type LayerAnswer = {
  data: {
    games: {
      game_name: string;
      clients_kaam: number;
      clients_profit_loss: number;
      passed_kaam: number;
      kept_kaam: number;
      net: number;
      passed: { upper_name: string; profit_loss: number; total_kaam: number }[];
    }[];
  };
};

export async function layer(app: FastifyInstance, op: Operator) {
  return post<LayerAnswer>(app, 'jantri-layer-hisab', { date: TODAY }, op.token);
}
