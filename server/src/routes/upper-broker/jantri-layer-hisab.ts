import type { FastifyInstance } from 'fastify';
import { layerHisabEndpoint, type LayerGame } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { hisabRows } from '../../repositories/jantri-ledger/jantri-hisab-repository';
import { passHisabRows } from '../../repositories/upper-broker/jantri-pass-hisab-repository';
import { layerTotals, toLayerGame, type LayerAcc as Acc } from '../../wire/upper-broker';

/**
 * Each layer's hisab of a day (issue 27): per game, what the operator's clients played and his
 * share of it, what he passed up and what each upper made on it, what he kept, and his net
 * (his clients' profit_loss less what the uppers made). An upper sees the same for his book,
 * where the client standing for his lower is one of his clients.
 */
export default async function layerHisabRoute(app: FastifyInstance) {
  postEndpoint(app, layerHisabEndpoint, async ({ body, user }) => {
    const db = app.database.db;
    const games = new Map<string, Acc>();
    const wanted = (name: string) =>
      !body.game_name || name.toLowerCase() === body.game_name.toLowerCase();
    const of = (name: string, result: string) => {
      const acc = games.get(name) ?? { result, clientsKaam: 0, clientsPl: 0, passed: [] };
      games.set(name, acc);
      return acc;
    };
    for (const row of await hisabRows(db, user.id, { day: body.date })) {
      if (!wanted(row.gameName)) continue;
      const acc = of(row.gameName, row.nameResult);
      acc.clientsKaam += row.totalKaamPaise;
      acc.clientsPl += row.profitLossPaise;
    }
    for (const row of await passHisabRows(db, user.id, body.date)) {
      if (!wanted(row.gameName)) continue;
      of(row.gameName, row.nameResult).passed.push({
        upper_name: row.upperName,
        kaam: row.totalKaamPaise,
        pl: row.profitLossPaise,
      });
    }
    const out: LayerGame[] = [...games].map(([name, acc]) => toLayerGame(name, acc));
    return {
      status: true,
      message: 'Hisab fetched',
      data: {
        games: out,
        totals: layerTotals(out),
      },
    };
  });
}
