import { lineBets, type LineReading, type ParseResult } from '@bgmi/shared/jantri-calculators';
import { useBetEntryT, type BetEntryT } from '../i18n';
import { wordBetNumbers, wordLineError, wordNote, wordRule } from '../reading-words';

/** The operator's choice on an ambiguous line: the reading shown first, or the other one. */
export type Choice = 'kept' | 'other';

interface BetLineListProps {
  parsed: ParseResult;
  /** The choice made on each ambiguous line (none yet: absent). */
  choices: Record<number, Choice>;
  onChoose: (line: number, choice: Choice) => void;
}

const rupees = (paise: number) => String(paise / 100);

/**
 * Every pasted line as it was read (DESIGN section 5): the numbers and amount of each bet, the
 * line total and the rule; ambiguous lines are marked "check" with both readings to choose from
 * (nothing is saved before every one is chosen, issue 27); refused lines say why.
 */
export function BetLineList({ parsed, choices, onChoose }: BetLineListProps) {
  const t = useBetEntryT();
  if (parsed.lines.length === 0) return null;
  return (
    <ol className="bet-lines" aria-label={t('lines.label')}>
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
              <span className="bet-line-badge bet-line-badge-check">
                {choices[reading.line] ? t('check.chosen') : t('check.open')}
              </span>
            ) : (
              <span className="bet-line-badge">{t(`status.${reading.status}`)}</span>
            )}
          </div>
          <LineBody
            t={t}
            parsed={parsed}
            reading={reading}
            choice={choices[reading.line]}
            onChoose={onChoose}
          />
        </li>
      ))}
    </ol>
  );
}

function LineBody({
  t,
  parsed,
  reading,
  choice,
  onChoose,
}: {
  t: BetEntryT;
  parsed: ParseResult;
  reading: LineReading;
  choice: Choice | undefined;
  onChoose: (line: number, choice: Choice) => void;
}) {
  if (reading.status === 'error') {
    const error = parsed.errors.find((e) => e.line === reading.line);
    return <p className="bet-line-error form-error">{error ? wordLineError(t, error) : ''}</p>;
  }
  if (reading.status === 'noise') {
    return (
      <p className="bet-line-rule muted">
        {reading.rule ? wordRule(t, reading.rule) : t('status.noise')}
      </p>
    );
  }
  if (reading.status === 'total') {
    const ok = reading.note === 'matches the lines read';
    return (
      <p className={ok ? 'bet-line-rule muted' : 'bet-line-warning'}>
        {ok
          ? t('line.totalMatches', { amount: rupees(reading.totalPaise) })
          : wordNote(t, reading.note ?? '')}
      </p>
    );
  }
  const bets = lineBets(parsed, reading);
  return (
    <div className="bet-line-body">
      <ul className="bet-line-numbers" aria-label={t('line.bets', { line: reading.line })}>
        {bets.map((bet, index) => (
          <li key={index}>
            <span className="bet-entry-number">{wordBetNumbers(t, bet.numbers)}</span> × ₹
            {rupees(bet.amountPaise)}
          </li>
        ))}
      </ul>
      <p className="bet-line-rule muted">
        <strong className="bet-line-total">₹{rupees(reading.totalPaise)}</strong> ·{' '}
        {wordRule(t, reading.rule)}
        {reading.note ? ` · ${wordNote(t, reading.note)}` : ''}
      </p>
      {reading.check && (
        <ReadingChoice t={t} reading={reading} choice={choice} onChoose={onChoose} />
      )}
    </div>
  );
}

/**
 * Both readings of an ambiguous line, each with its total; none is taken before the operator
 * picks one (the preview meanwhile adds up the reading named first).
 */
function ReadingChoice({
  t,
  reading,
  choice,
  onChoose,
}: {
  t: BetEntryT;
  reading: LineReading;
  choice: Choice | undefined;
  onChoose: (line: number, choice: Choice) => void;
}) {
  const check = reading.check!;
  // The reading named first stays first after a switch (check.reading is the one taken now).
  const first = check.switched ? check.other : check.reading;
  const second = check.switched ? check.reading : check.other;
  const totals = check.switched
    ? [check.otherTotalPaise, reading.totalPaise]
    : [reading.totalPaise, check.otherTotalPaise];
  const options: [Choice, string, number][] = [
    ['kept', first, totals[0]!],
    ['other', second, totals[1]!],
  ];
  return (
    <fieldset className="bet-line-choice">
      <legend>
        {choice
          ? t('line.readAs', { line: reading.line, reading: wordRule(t, check.reading) })
          : t('line.choose', { line: reading.line })}
      </legend>
      {options.map(([value, rule, paise]) => (
        <label key={value} className={`bet-line-option${choice === value ? ' is-chosen' : ''}`}>
          <input
            type="radio"
            name={`bet-line-${reading.line}-reading`}
            checked={choice === value}
            onChange={() => onChoose(reading.line, value)}
          />
          <span>
            {wordRule(t, rule)} <strong>₹{rupees(paise)}</strong>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
