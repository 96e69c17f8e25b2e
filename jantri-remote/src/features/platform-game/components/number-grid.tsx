import { memo } from 'react';
import { usePlatformGameT } from '../i18n';
import { DIGITS, NUMBERS, type GridData } from '../grid-data';

interface NumberGridProps {
  grid: GridData;
  winning: string | null;
  onChoose: (number: string) => void;
}

const amountText = (amount: number | undefined) => (amount ? String(amount) : '');

/** The 00-99 grid (each number opens the bet modal) and the A.H / B.H rows of digits 0-9. */
export const NumberGrid = memo(function NumberGrid({ grid, winning, onChoose }: NumberGridProps) {
  const t = usePlatformGameT();
  const rowName = (row: 'A.H' | 'B.H') => t(row === 'A.H' ? 'grid.andar' : 'grid.bahar');
  return (
    <div className="gm-grid-wrap">
      <div className="gm-grid" role="grid" aria-label={t('grid.label')}>
        {NUMBERS.map((number) => {
          const amount = grid.jodi[number] ?? 0;
          const classes = [
            'gm-cell',
            amount > 0 ? 'gm-cell-bet' : '',
            winning === number ? 'gm-cell-win' : '',
          ].join(' ');
          return (
            <button
              type="button"
              key={number}
              className={classes}
              onClick={() => onChoose(number)}
              aria-label={
                amount ? t('grid.cellAmount', { number, amount }) : t('grid.cell', { number })
              }
              data-number={number}
              // A tap on the static first paint's cell is replayed here once live (the shell).
              data-tap={`game-cell-${number}`}
            >
              <span className="gm-cell-number">{number}</span>
              <span className="gm-cell-amount">{amountText(amount)}</span>
            </button>
          );
        })}
      </div>
      {(['A.H', 'B.H'] as const).map((row) => {
        const values = row === 'A.H' ? grid.andar : grid.bahar;
        const winDigit = winning ? Number(row === 'A.H' ? winning[0] : winning[1]) : -1;
        return (
          <div className="gm-haruf" key={row} aria-label={t('grid.row', { row: rowName(row) })}>
            <span className="gm-haruf-label">{rowName(row)}</span>
            {DIGITS.map((digit) => {
              const amount = values[digit] ?? 0;
              const classes = [
                'gm-hcell',
                amount > 0 ? 'gm-cell-bet' : '',
                winDigit === digit ? 'gm-cell-win' : '',
              ].join(' ');
              return (
                <div key={digit} className={classes} data-testid={`${row}-${digit}`}>
                  <span className="gm-cell-number">{digit}</span>
                  <span className="gm-cell-amount">{amountText(amount)}</span>
                </div>
              );
            })}
          </div>
        );
      })}
      <dl className="gm-totals">
        <div>
          <dt>{t('grid.jodiTotal')}</dt>
          <dd data-testid="jodi-total">₹{grid.jodiTotal}</dd>
        </div>
        <div>
          <dt>{t('grid.haroofTotal')}</dt>
          <dd>₹{grid.haroofTotal}</dd>
        </div>
        <div>
          <dt>{t('grid.finalTotal')}</dt>
          <dd>₹{grid.finalTotal}</dd>
        </div>
      </dl>
    </div>
  );
});
