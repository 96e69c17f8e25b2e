import { callApi, sessionStore } from '@bgmi/shared';
import { exportGameSheetEndpoint } from '@bgmi/shared/jantri-contract';
import { currentCaller } from '../use-caller';

/** export-game-sheet: a game's sheet, every client's column or one client's, as CSV text. */
export function exportGameSheet(game_name: string, client_name: string) {
  // The file's words in the reader's language (DESIGN section 9).
  const language = sessionStore.getState().language === 'hi' ? 'hi' : 'en';
  return callApi(exportGameSheetEndpoint, { ...currentCaller(), game_name, client_name, language });
}
