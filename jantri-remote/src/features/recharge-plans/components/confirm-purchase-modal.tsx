import { useEffect } from 'react';
import { formatRupees, type Plan } from '@bgmi/shared';

/** 'Confirm Purchase': the chosen plan, Cancel or Confirm. */
export function ConfirmPurchaseModal({
  plan,
  busy,
  onCancel,
  onConfirm,
}: {
  plan: Plan;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="modal-backdrop" onClick={onCancel}>
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rp-confirm-title"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="modal-header">
          <h2 id="rp-confirm-title">Confirm Purchase</h2>
        </div>
        <p>
          Buy <strong>{plan.name}</strong> for <strong>{formatRupees(plan.price)}</strong> (
          {plan.validity_days} days)? You will pay by deposit; the plan activates when the deposit
          is approved.
        </p>
        <div className="rp-confirm-actions">
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={onConfirm}
            disabled={busy}
            autoFocus
          >
            {busy ? 'Please wait...' : 'Confirm'}
          </button>
        </div>
      </div>
    </div>
  );
}
