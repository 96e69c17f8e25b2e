import type { FastifyInstance } from 'fastify';
import getAllJantriClient from './get-all-jantri-client';
import addJantriClient from './add-jantri-client';
import editJantriClient from './edit-jantri-client';
import addJantriGame from './add-jantri-game';
import clearDataJantri from './clear-data-jantri';
import removeJantriGame from './remove-jantri-game';
import removeJantriClient from './remove-jantri-client';
import addJantriBets from './add-jantri-bets';
import betDataJantri from './bet-data-jantri';
import cuttingDataJantri from './cutting-data-jantri';
import getJantriHistory from './get-jantri-history';
import getBetRecords from './get-bet-records';
import deleteBetRecord from './delete-bet-record';
import getJantriResult from './get-jantri-result';
import updateJantriResult from './update-jantri-result';
import resetJantriResult from './reset-jantri-result';
import getJantriHisabKitab from './get-jantri-hisab-kitab';
import getLesarBook from './get-lesar-book';
import lainDainRecordGet from './lain-dain-record-get';
import lainDainRecordSave from './lain-dain-record-save';
import getJantriRisk from './get-jantri-risk';
import getJantriGames from './get-jantri-games';
import exportClientBooks from './export-client-books';
import exportGameSheet from './export-game-sheet';

/** The jantri ledger calls (jantri spec section 7): one file per call. */
export default async function routes(app: FastifyInstance) {
  for (const route of [
    getAllJantriClient,
    addJantriClient,
    editJantriClient,
    addJantriGame,
    clearDataJantri,
    removeJantriGame,
    removeJantriClient,
    addJantriBets,
    betDataJantri,
    cuttingDataJantri,
    getJantriHistory,
    getBetRecords,
    deleteBetRecord,
    getJantriResult,
    updateJantriResult,
    resetJantriResult,
    getJantriHisabKitab,
    getLesarBook,
    lainDainRecordGet,
    lainDainRecordSave,
    getJantriRisk,
    getJantriGames,
    exportClientBooks,
    exportGameSheet,
  ]) {
    await app.register(route);
  }
}
