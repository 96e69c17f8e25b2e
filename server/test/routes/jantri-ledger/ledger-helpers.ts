import type { FastifyInstance } from 'fastify';
import { todayInIndia } from '@bgmi/shared/server';
import { post, signUp, type TestUser } from '../../helpers/api';

/** An operator with a client and a game, as most ledger tests start. */
export interface Operator extends TestUser {
  client: string;
  game: string;
}

export const TODAY = todayInIndia();
export const TOMORROW = todayInIndia(new Date(Date.now() + 86_400_000));

/** The caller's identity fields, as the spec's bodies send them. */
export const me = (user: TestUser) => ({ username: user.username, user_id: user.id });

/** Declares the result of `op`'s game on `date` (today by default). */
export const declareResult = (app: FastifyInstance, op: Operator, result: string, date = TODAY) =>
  post(app, 'update-jantri-result', { ...me(op), game_name: op.game, result, date }, op.token);

/** get-jantri-hisabKitab's answer: the rows settled for the day. */
export type Hisab = {
  data: {
    hisab_kitab: {
      client_name: string;
      name_result: string;
      profit_loss: number;
      total_kaam: number;
      jodi_ps: number;
      hrf_ps: number;
      lc_comm: number;
    }[];
  };
};

/** The hisab kitab of `op`'s client on `date` (today by default). */
export const hisabOf = (app: FastifyInstance, op: Operator, date = TODAY) =>
  post<Hisab>(app, 'get-jantri-hisabKitab', { ...me(op), client_name: op.client, date }, op.token);

export async function newOperator(
  app: FastifyInstance,
  terms: { lc?: number; passing_rate?: number; patti?: number } = {},
): Promise<Operator> {
  const user = await signUp(app);
  const client = 'Ramesh';
  const game = 'Delhi Bazar';
  const added = await post(
    app,
    'add-jantri-client',
    {
      ...me(user),
      client_name: client,
      lc: terms.lc ?? 10,
      passing_rate: terms.passing_rate ?? 90,
      patti: terms.patti ?? 20,
    },
    user.token,
  );
  if (added.statusCode !== 200) throw new Error(JSON.stringify(added.body));
  const game1 = await post(
    app,
    'add-jantri-game',
    { ...me(user), game_name: game, short_name: 'DB' },
    user.token,
  );
  if (game1.statusCode !== 200) throw new Error(JSON.stringify(game1.body));
  return { ...user, client, game };
}

export async function addBets(app: FastifyInstance, op: Operator, text: string) {
  return post<{ data: { records: number; total_amount: number } }>(
    app,
    'add-jantri-bets',
    { ...me(op), client_name: op.client, game_name: op.game, text },
    op.token,
  );
}

export interface SheetAnswer {
  updatedBetNumbers: {
    details: Record<string, number>[];
    total_amount: number;
    jodi_total: number;
    haroof_total: number;
  };
  HarufBetNumbers: { andar: number[]; bahar: number[] };
}

export async function sheetOf(app: FastifyInstance, op: Operator) {
  return post<SheetAnswer>(
    app,
    'bet-data-jantri',
    { ...me(op), client_name: op.client, game_name: op.game },
    op.token,
  );
}

/** The amount on one number of a sheet answer. */
export function cell(sheet: SheetAnswer, label: string): number {
  const entry = sheet.updatedBetNumbers.details.find((item) => label in item);
  return entry?.[label] ?? 0;
}

/** The worked sheet: rate 90, lc 10%, patti 20%. */
export const WORKED_SHEET = '12,21,34(50)\ncrossing 123 joda cut (10)\nA 1(100)\nB 2(100)';
