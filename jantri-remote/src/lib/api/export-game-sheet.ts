import { callApi } from '@bgmi/shared';
import { exportGameSheetEndpoint } from '@bgmi/shared/jantri-contract';
import { currentCaller } from '../use-caller';

/** export-game-sheet: a game's sheet, every client's column or one client's, as CSV text. */
export function exportGameSheet(game_name: string, client_name: string) {
  return callApi(exportGameSheetEndpoint, { ...currentCaller(), game_name, client_name });
}
