import { sessionStore, useSession } from '@bgmi/shared';

/** Shows the round's winning_number when a session result arrives; 'Close' clears it. */
export function WinningPopup() {
  const result = useSession((state) => state.sessionDetails?.session_result ?? null);
  if (!result?.winning_number) return null;
  const close = () => sessionStore.getState().clearSessionResult();
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
