import type { BetRecord } from '@bgmi/shared/jantri-contract';

/** One record's numbers with their amounts, e.g. "12(60), 21(50)"; haruf digits prefixed A/B. */
export function BetDataText({ record }: { record: BetRecord }) {
  const prefix =
    record.bet_data.hruf_type === 'andar' ? 'A' : record.bet_data.hruf_type === 'bahar' ? 'B' : '';
  const text = Object.entries(record.bet_data.amounts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, amount]) => `${prefix}${label}(${amount})`)
    .join(', ');
  return <span className="ledger-bet-data">{text}</span>;
}
