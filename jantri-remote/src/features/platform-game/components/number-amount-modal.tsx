import { useEffect } from 'react';
import { amountsAboveZero, type GridData } from '../grid-data';

/** 'Number and Amount': every number (and haruf digit) whose amount is above 0. */
export function NumberAmountModal({ grid, onClose }: { grid: GridData; onClose: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const lines = amountsAboveZero(grid);
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="gm-na-title"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="modal-header">
          <h2 id="gm-na-title">Number and Amount</h2>
          <button type="button" className="btn btn-small" onClick={onClose} autoFocus>
            Close
          </button>
        </div>
        {lines.length === 0 ? (
          <p className="empty-state">No Data Found...</p>
        ) : (
          <ul className="gm-na-list">
            {lines.map((line) => (
              <li key={line.label}>
                <span>{line.label}</span>
                <strong>₹{line.amount}</strong>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
