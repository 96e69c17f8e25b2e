import { useSpecWords } from '../../../lib/spec-words';
import { usePlatformGameT } from '../i18n';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import { connectSocket, useSession } from '@bgmi/shared';
import { usePlatformRound } from '../api/round';
import { useGridData } from '../use-grid-data';
import { moneyMode } from '../../../lib/money-mode';
import { PlayReminder } from '../../../components/wallet/play-reminder';
import { GameSidebar } from './game-sidebar';
import { RoundBar } from './round-bar';
import { NumberGrid } from './number-grid';
import { BetModal } from './bet-modal';
import { NumberAmountModal } from './number-amount-modal';
import { WinningPopup } from './winning-popup';
import '../platform-game.css';

/**
 * What the page gives the ledger's bet entry (another feature): the app composes the two
 * (app/game-route.tsx), so this feature never imports that one.
 */
export interface BetEntrySlotProps {
  clientName: string;
  gameName: string;
  onSaved: () => void;
  onGame?: (name: string) => void;
}
type BetEntrySlot = ComponentType<BetEntrySlotProps>;

const NO_BETS: Record<string, number> = {};
const ignoreChoice = () => undefined;

function Game({ BetEntry }: { BetEntry?: BetEntrySlot }) {
  const userinfo = useSession((state) => state.userinfo)!;
  const t = usePlatformGameT();
  const say = useSpecWords();
  // Off mode: no number game (its calls answer 403); the ledger on this page stays.
  const mode = moneyMode();
  const round = usePlatformRound(mode !== 'off');
  // The round's answer redraws the grid in a transition (in slices), not in one long task that
  // holds the first input (issue 26: TBT); the bar and the modal read it at once themselves.
  const details = useDeferredValue(round.data);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [client, setClient] = useState('');
  const [game, setGame] = useState('');
  const [betNumber, setBetNumber] = useState<string | null>(null);
  const [showAmounts, setShowAmounts] = useState(false);

  // The shell owns the socket; alone (mount()) this page connects it. Idempotent either way.
  useEffect(() => void connectSocket(), []);

  const args = useMemo(
    () =>
      client && game
        ? {
            clientName: client,
            gameName: game,
            username: userinfo.username,
            userId: userinfo.userId,
          }
        : null,
    [client, game, userinfo.username, userinfo.userId],
  );
  const { grid, loading, refetch } = useGridData(args, details?.bet_numbers ?? NO_BETS);
  const closeAmounts = useCallback(() => setShowAmounts(false), []);

  // The round is on its way: the page is drawn now in its final layout (the bar waiting, the grid
  // without amounts), not a spinner, so its first paint never waits for the round call (issue 26:
  // /game's LCP was the grid, drawn after game-session answered).
  const pending = mode !== 'off' && round.isPending;

  return (
    <div className="gm-page">
      <GameSidebar
        open={sidebarOpen}
        client={client}
        game={game}
        onClient={setClient}
        onGame={setGame}
        onClose={() => setSidebarOpen(false)}
      />
      <section className="gm-main">
        <h1 className="visually-hidden">{t('page.heading')}</h1>
        <p className="visually-hidden" role="status" aria-live="polite">
          {pending ? t('page.loading') : ''}
        </p>
        {mode === 'real' && <PlayReminder />}
        {mode === 'off' && (
          <p className="muted gm-money-off" data-testid="money-off-note">
            {say('money.off')}
          </p>
        )}
        {round.isError && (
          <p className="form-error" role="alert">
            {say(round.error.message)}
          </p>
        )}
        <RoundBar onMenu={() => setSidebarOpen(true)} onAmounts={() => setShowAmounts(true)} />
        {args && (
          <p className="gm-sheet-label muted">
            {client} · {game}{' '}
            {loading && (
              <span className="spinner gm-inline-spinner" aria-label={t('page.loadingSheet')} />
            )}
          </p>
        )}
        <NumberGrid
          grid={grid}
          winning={details?.session_result?.winning_number ?? null}
          onChoose={mode === 'off' ? ignoreChoice : setBetNumber}
        />
        {args && BetEntry && (
          <BetEntry clientName={client} gameName={game} onSaved={refetch} onGame={setGame} />
        )}
      </section>
      {betNumber && <BetModal number={betNumber} onClose={() => setBetNumber(null)} />}
      {showAmounts && <NumberAmountModal grid={grid} onClose={closeAmounts} />}
      <WinningPopup />
    </div>
  );
}

/** /game: 'Game Page - Place Bets and View Results'. Leaving it unmounts (closes) the modal and sidebar. */
export default function PlatformGamePage({ BetEntry }: { BetEntry?: BetEntrySlot }) {
  return <Game BetEntry={BetEntry} />;
}
