import { useSpecWords } from '../../../lib/spec-words';
import { usePlatformGameT } from '../i18n';
import { Modal } from '@bgmi/shared/ui-kit';
import { amountsAboveZero, type GridData } from '../grid-data';

/** 'Number and Amount': every number (and haruf digit) whose amount is above 0. */
export function NumberAmountModal({ grid, onClose }: { grid: GridData; onClose: () => void }) {
  const lines = amountsAboveZero(grid);
  const t = usePlatformGameT();
  const say = useSpecWords();
  return (
    <Modal title={t('amounts.title')} onClose={onClose}>
      {lines.length === 0 ? (
        <p className="empty-state">{say('ledger.noDataDots')}</p>
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
    </Modal>
  );
}
