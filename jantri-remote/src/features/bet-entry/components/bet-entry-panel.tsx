import { useDeferredValue, useMemo, useState } from 'react';
import {
  LEDGER_MESSAGES,
  MAX_PASTE_LINES,
  MAX_PASTE_RECORDS,
  notifyError,
  notifySuccess,
  pasteLineCount,
  tooManyLinesMessage,
  tooManyRecordsMessage,
} from '@bgmi/shared';
import { useSessionLists } from '../../../lib/use-caller';
import {
  addToSheet,
  lineErrorMessage,
  parseBets,
  sheetTotals,
} from '@bgmi/shared/jantri-calculators';
import { errorText } from '../../../lib/error-text';
import { useAddBets } from '../api/add-bets';
import { BetLineList } from './bet-line-list';
import { BetPreview } from './bet-preview';
import './bet-entry.css';

/**
 * Bet entry on /game: a text box for pasted strings with a live preview (DESIGN section 5).
 * The game page renders it for the chosen client and game; `onSaved` refreshes the grid and
 * `onGame` selects a game the paste names (after the operator confirms).
 */
export interface BetEntryPanelProps {
  clientName: string;
  gameName: string;
  onSaved: () => void;
  onGame?: (name: string) => void;
}

export function BetEntryPanel({ clientName, gameName, onSaved, onGame }: BetEntryPanelProps) {
  const [text, setText] = useState('');
  // Line numbers the operator switched to their other reading; sent with the text.
  const [switched, setSwitched] = useState<number[]>([]);
  const deferred = useDeferredValue(text);
  const { games } = useSessionLists();
  const addBets = useAddBets();

  // The same parser the server uses, with the same choices: what the preview shows is stored.
  const preview = useMemo(() => {
    const parsed = parseBets(deferred, { otherReadings: switched, gameNames: games });
    const sheet = addToSheet(parsed.entries);
    return { parsed, sheet, totals: sheetTotals(sheet) };
  }, [deferred, switched, games]);

  const { parsed } = preview;
  const lineCount = pasteLineCount(deferred);
  const limit =
    lineCount > MAX_PASTE_LINES
      ? tooManyLinesMessage(lineCount)
      : parsed.entries.length > MAX_PASTE_RECORDS
        ? tooManyRecordsMessage(parsed.entries.length)
        : null;
  const named = parsed.games.find((name) => name !== gameName);

  const edit = (value: string) => {
    setText(value);
    setSwitched([]);
  };
  const toggle = (line: number) =>
    setSwitched((lines) =>
      lines.includes(line) ? lines.filter((l) => l !== line) : [...lines, line],
    );

  const save = () => {
    if (!clientName || !gameName) {
      notifyError(LEDGER_MESSAGES.selectBoth);
      return;
    }
    if (parsed.errors.length > 0 || parsed.entries.length === 0 || limit) {
      notifyError(
        limit ??
          (parsed.errors[0] ? lineErrorMessage(parsed.errors[0]) : LEDGER_MESSAGES.enterBets),
      );
      return;
    }
    const other_readings = switched.filter((line) =>
      parsed.lines.some((reading) => reading.line === line && reading.check),
    );
    addBets.mutate(
      { client_name: clientName, game_name: gameName, text, other_readings },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          edit('');
          onSaved();
        },
        onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.somethingWrong)),
      },
    );
  };

  const hasBets = parsed.entries.length > 0;
  const checks = parsed.lines.filter((reading) => reading.check).length;
  return (
    <section className="card bet-entry" aria-label="Bet entry">
      <label htmlFor="bet-entry-text" className="bet-entry-label">
        Paste bets {clientName && gameName ? `for ${clientName} · ${gameName}` : ''}
      </label>
      <textarea
        id="bet-entry-text"
        className="textarea bet-entry-text"
        placeholder={'12,21,34(50)\ncrossing 123 joda cut (10)\nA 1(100)  B 2(100)'}
        value={text}
        spellCheck={false}
        onChange={(event) => edit(event.target.value)}
      />
      {named && onGame && (
        <p className="bet-entry-game" role="status">
          This paste names the game <strong>{named}</strong>.{' '}
          <button type="button" className="btn btn-small" onClick={() => onGame(named)}>
            Use {named}
          </button>
        </p>
      )}
      {limit && (
        <p className="form-error" role="alert">
          {limit}
        </p>
      )}
      {parsed.warnings.length > 0 && (
        <ul className="bet-entry-warnings" aria-label="Totals that do not match" role="alert">
          {parsed.warnings.map((warning) => (
            <li key={warning.line}>{warning.message}</li>
          ))}
        </ul>
      )}
      {checks > 0 && (
        <p className="bet-entry-checks" role="status">
          {checks === 1 ? '1 line can be read two ways' : `${checks} lines can be read two ways`}:
          check the lines marked &quot;check&quot;.
        </p>
      )}
      <BetLineList parsed={parsed} onSwitch={toggle} />
      {(hasBets || parsed.errors.length > 0) && <BetPreview {...preview} />}
      <button
        type="button"
        className="btn btn-primary bet-entry-save"
        onClick={save}
        disabled={
          addBets.isPending ||
          !hasBets ||
          parsed.errors.length > 0 ||
          Boolean(limit) ||
          deferred !== text
        }
      >
        {addBets.isPending ? 'Saving...' : 'Save Bets'}
      </button>
    </section>
  );
}
