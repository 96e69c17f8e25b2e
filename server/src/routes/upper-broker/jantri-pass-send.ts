import type { FastifyInstance } from 'fastify';
import { JODI_LABELS, rupeesToPaise } from '@bgmi/shared/server';
import { JANTRI_PASS_EVENT, sendPassEndpoint } from '@bgmi/shared/server';
import { sheetTotals, sumSheets, type Sheet } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { badRequest, conflict } from '../../lib/http-error';
import {
  findPass,
  insertPass,
  passesOfGameDay,
} from '../../repositories/upper-broker/jantri-pass-repository';
import { loadSheet, requireGame } from '../../services/jantri-sheet';
import { requireOwnUpper, resultDeclared } from '../../services/upper-broker/pass-guards';
import { passSheet, passToWire } from '../../wire/upper-broker';

/** The first cell where the pass is more than the book still holds, as [field, message]. */
function overBook(pass: Sheet, free: Sheet): [string, string] | null {
  const rows = [
    ['details', pass.jodi, free.jodi, (i: number) => JODI_LABELS[i]],
    ['andar', pass.andar, free.andar, (i: number) => `A ${i}`],
    ['bahar', pass.bahar, free.bahar, (i: number) => `B ${i}`],
  ] as const;
  for (const [field, cells, left, label] of rows) {
    const i = cells.findIndex((paise, n) => paise > (left[n] ?? 0));
    if (i >= 0) return [field, `The pass is more than the book holds on ${label(i)}`];
  }
  return null;
}

/**
 * Sends a cut up to an upper as a pass. It can be no more, on any number, than the operator's
 * book holds on the game less what he already passed that day. To an upper who keeps his books
 * here it waits for his answer (he is told on the socket); otherwise it is recorded at once.
 */
export default async function passSendRoute(app: FastifyInstance) {
  postEndpoint(app, sendPassEndpoint, async ({ body, user }) => {
    const pass = await app.database.transaction(async (tx) => {
      const upper = await requireOwnUpper(tx, user.id, body.upper_id);
      const game = await requireGame(tx, user.id, body.game_name);
      if (await resultDeclared(tx, user.id, game.gameName, body.date))
        throw conflict('The result is declared: nothing can be passed now', 'date');
      const sheet: Sheet = {
        jodi: body.details.map(rupeesToPaise),
        andar: body.andar.map(rupeesToPaise),
        bahar: body.bahar.map(rupeesToPaise),
      };
      const total = sheetTotals(sheet).totalPaise;
      if (total <= 0) throw badRequest('Nothing to pass', 'details');
      const standing = await passesOfGameDay(tx, user.id, game.gameName, body.date, [
        'sent',
        'accepted',
        'recorded',
      ]);
      const passed = sumSheets(standing.map(passSheet));
      const book = await loadSheet(tx, user.id, game.id);
      const free = sumSheets([
        book,
        {
          jodi: passed.jodi.map((p) => -p),
          andar: passed.andar.map((p) => -p),
          bahar: passed.bahar.map((p) => -p),
        },
      ]);
      const over = overBook(sheet, free);
      if (over) throw badRequest(over[1], over[0]);
      const id = await insertPass(tx, {
        ownerId: user.id,
        upperId: upper.id,
        upperUserId: upper.upperUserId,
        gameName: game.gameName,
        passDate: body.date,
        jodiPaise: sheet.jodi,
        andarPaise: sheet.andar,
        baharPaise: sheet.bahar,
        totalPaise: total,
        status: upper.upperUserId ? 'sent' : 'recorded',
      });
      return (await findPass(tx, id))!;
    });
    const data = passToWire(pass);
    if (pass.upperUserId)
      app.emitToUser(pass.upperUserId, JANTRI_PASS_EVENT, { kind: 'arrived', pass: data });
    return { status: true, message: pass.upperUserId ? 'Pass sent' : 'Pass recorded', data };
  });
}
