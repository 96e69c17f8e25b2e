import PlatformGamePage from '../features/platform-game/components/platform-game-page';
import { BetEntryPanel } from '../features/jantri-ledger-bet-entry/components/bet-entry-panel';

/** /game: the number game with the ledger's bet entry under its grid (two features, composed here). */
export default function GameRoute() {
  return <PlatformGamePage BetEntry={BetEntryPanel} />;
}
