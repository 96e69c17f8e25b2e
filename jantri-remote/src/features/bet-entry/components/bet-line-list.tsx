import {
  lineBets,
  lineErrorMessage,
  type LineReading,
  type ParseResult,
} from '@bgmi/shared/jantri-calculators';

interface BetLineListProps {
  parsed: ParseResult;
  /** Switches an ambiguous line to its other reading (or back). */
  onSwitch: (line: number) => void;
}

const rupees = (paise: number) => String(paise / 100);

const STATUS_WORD: Record<LineReading['status'], string> = {
  bets: 'read',
  carried: 'read',
  noise: 'not a bet',
  total: 'total',
  error: 'cannot read',
};

/**
 * Every pasted line as it was read (DESIGN section 5): the numbers and amount of each bet, the
 * line total and the rule; ambiguous lines are marked "check" with the other reading one click
 * away; refused lines say why.
 */
export function BetLineList({ parsed, onSwitch }: BetLineListProps) {
  if (parsed.lines.length === 0) return null;
  return (
    <ol className="bet-lines" aria-label="Pasted lines as read">
      {parsed.lines.map((reading) => (
        <li
          key={reading.line}
          className={`bet-line bet-line-${reading.status}${reading.check ? ' bet-line-check' : ''}`}
          data-testid={`bet-line-${reading.line}`}
        >
          <div className="bet-line-head">
            <span className="bet-line-no">{reading.line}</span>
            <span className="bet-line-text" title={reading.text}>
              {reading.text}
            </span>
            {reading.check ? (
              <span className="bet-line-badge bet-line-badge-check">check · जाँचें</span>
            ) : (
              <span className="bet-line-badge">{STATUS_WORD[reading.status]}</span>
            )}
          </div>
          <LineBody parsed={parsed} reading={reading} onSwitch={onSwitch} />
        </li>
      ))}
    </ol>
  );
}

function LineBody({
  parsed,
  reading,
  onSwitch,
}: {
  parsed: ParseResult;
  reading: LineReading;
  onSwitch: (line: number) => void;
}) {
  if (reading.status === 'error') {
    const error = parsed.errors.find((e) => e.line === reading.line);
    return <p className="bet-line-error form-error">{error ? lineErrorMessage(error) : ''}</p>;
  }
  if (reading.status === 'noise') {
    return <p className="bet-line-rule muted">{reading.rule || 'not a bet'}</p>;
  }
  if (reading.status === 'total') {
    const ok = reading.note === 'matches the lines read';
    return (
      <p className={ok ? 'bet-line-rule muted' : 'bet-line-warning'}>
        {ok ? `Total ₹${rupees(reading.totalPaise)} matches` : reading.note}
      </p>
    );
  }
  const bets = lineBets(parsed, reading);
  return (
    <div className="bet-line-body">
      <ul className="bet-line-numbers" aria-label={`Line ${reading.line} bets`}>
        {bets.map((bet, index) => (
          <li key={index}>
            <span className="bet-entry-number">{bet.numbers}</span> × ₹{rupees(bet.amountPaise)}
          </li>
        ))}
      </ul>
      <p className="bet-line-rule muted">
        <strong className="bet-line-total">₹{rupees(reading.totalPaise)}</strong> · {reading.rule}
        {reading.note ? ` · ${reading.note}` : ''}
      </p>
      {reading.check && (
        <p className="bet-line-switch">
          <span>
            Read as <strong>{reading.check.reading}</strong>.
          </span>{' '}
          <button
            type="button"
            className="btn btn-small"
            onClick={() => onSwitch(reading.line)}
            aria-label={`Line ${reading.line}: read as ${reading.check.other}`}
          >
            Read as {reading.check.other} (₹{rupees(reading.check.otherTotalPaise)})
          </button>
        </p>
      )}
    </div>
  );
}
