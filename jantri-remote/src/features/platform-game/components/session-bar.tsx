import { useRoundState } from '../api/round';
import { formatCountdown, useCountdown } from '../use-countdown';

/** The running round: its id, the time left, and the published hash of its seed. */
export function SessionBar({ onMenu, onAmounts }: { onMenu: () => void; onAmounts: () => void }) {
  const details = useRoundState();
  const left = useCountdown(details?.ends_at);
  const id = details?.current_session_id;
  return (
    <div className="gm-session">
      <button
        type="button"
        className="btn btn-small gm-menu-btn"
        onClick={onMenu}
        aria-label="Open menu"
      >
        ☰ Menu
      </button>
      <div className="gm-session-info">
        <span className="muted">Session</span>
        <strong data-testid="session-id">{id ? `#${id}` : 'Waiting...'}</strong>
      </div>
      <div className="gm-session-info" aria-live="off">
        <span className="muted">Ends in</span>
        <strong className="gm-countdown" data-testid="session-countdown">
          {left === null ? '--:--' : left === 0 ? 'Result soon' : formatCountdown(left)}
        </strong>
      </div>
      {details?.seed_hash && (
        <span
          className="gm-hash muted"
          title={`sha256 of this round's secret seed: ${details.seed_hash}`}
        >
          Draw hash {details.seed_hash.slice(0, 10)}…
        </span>
      )}
      <button type="button" className="btn btn-small" onClick={onAmounts}>
        Number and Amount
      </button>
    </div>
  );
}
