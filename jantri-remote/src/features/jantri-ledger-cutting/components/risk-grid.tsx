import { useCuttingT } from '../i18n';
import type { RiskNumber } from '@bgmi/shared/jantri-contract';

/** Short enough for a 30 px cell on a phone: 585, -3.0k, -13k (the exact figure is the title). */
export function compactRupees(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs < 1000) return `${sign}${Math.round(abs)}`;
  if (abs < 10_000) return `${sign}${(abs / 1000).toFixed(1)}k`;
  return `${sign}${Math.round(abs / 1000)}k`;
}

/**
 * The 00-99 grid of the risk view: each cell shows what the number costs the operator if it
 * wins (red: a loss, green: a gain); the worst number is outlined.
 */
export function RiskGrid({ numbers, worst }: { numbers: RiskNumber[]; worst: string }) {
  const t = useCuttingT();
  return (
    <ol className="cut-grid risk-grid" aria-label={t('risk.label')}>
      {numbers.map((cell) => {
        const tone = cell.loss > 0 ? 'risk-loss' : 'risk-gain';
        return (
          <li
            key={cell.number}
            className={`cut-cell ${tone}${cell.number === worst ? ' risk-worst' : ''}`}
            data-number={cell.number}
            title={t(cell.loss > 0 ? 'risk.cellLoss' : 'risk.cellGain', {
              number: cell.number,
              payout: cell.payout,
              amount: Math.abs(cell.loss),
            })}
          >
            <span className="cut-cell-label">{cell.number}</span>
            <span className="cut-cell-amount">{compactRupees(-cell.loss)}</span>
          </li>
        );
      })}
    </ol>
  );
}
