import { useQueryClient } from '@tanstack/react-query';
import { writeRound } from '@bgmi/shared';
import { useRoundState } from '../api/round';

/** Shows the round's winning_number when a session result arrives; 'Close' clears it. */
export function WinningPopup() {
  const client = useQueryClient();
  const result = useRoundState()?.session_result ?? null;
  if (!result?.winning_number) return null;
  const close = () => writeRound(client, { session_result: null });
  return (
    <div className="modal-backdrop" onClick={close}>
      <div
        className="modal gm-win"
        role="dialog"
        aria-modal="true"
        aria-labelledby="gm-win-title"
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="gm-win-title">Winning Number</h2>
        <p className="gm-win-number" data-testid="winning-number">
          {result.winning_number}
        </p>
        <button type="button" className="btn btn-primary" onClick={close} autoFocus>
          Close
        </button>
      </div>
    </div>
  );
}
