import { useDeferredValue, useMemo, useState } from 'react';
import { LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
import {
  addToSheet,
  lineErrorMessage,
  parseBets,
  sheetTotals,
} from '@bgmi/shared/src/jantri/calculators';
import { errorText } from '../../ledger-common/error-text';
import { useAddBets } from '../api/add-bets';
import { BetPreview } from './bet-preview';
import './bet-entry.css';

/**
 * Bet entry on /game: a text box for pasted strings with a live preview (DESIGN section 5).
 * The game page renders it for the chosen client and game; `onSaved` refreshes the grid.
 */
export interface BetEntryPanelProps {
  clientName: string;
  gameName: string;
  onSaved: () => void;
}

export function BetEntryPanel({ clientName, gameName, onSaved }: BetEntryPanelProps) {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const addBets = useAddBets();

  // The same parser the server uses: what the preview shows is what gets stored.
  const preview = useMemo(() => {
    const parsed = parseBets(deferred);
    const sheet = addToSheet(
      parsed.entries.map((e) => ({
        bet_type: e.bet_type,
        hruf_type: e.hruf_type,
        amounts: e.amounts,
      })),
    );
    return { parsed, sheet, totals: sheetTotals(sheet) };
  }, [deferred]);

  const save = () => {
    if (!clientName || !gameName) {
      notifyError(LEDGER_MESSAGES.selectBoth);
      return;
    }
    const parsed = parseBets(text);
    if (parsed.errors.length > 0 || parsed.entries.length === 0) {
      notifyError(
        parsed.errors[0] ? lineErrorMessage(parsed.errors[0]) : LEDGER_MESSAGES.enterBets,
      );
      return;
    }
    addBets.mutate(
      { client_name: clientName, game_name: gameName, text },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setText('');
          onSaved();
        },
        onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.somethingWrong)),
      },
    );
  };

  const hasBets = preview.parsed.entries.length > 0;
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
        onChange={(event) => setText(event.target.value)}
      />
      {(hasBets || preview.parsed.errors.length > 0) && <BetPreview {...preview} />}
      <button
        type="button"
        className="btn btn-primary bet-entry-save"
        onClick={save}
        disabled={
          addBets.isPending || !hasBets || preview.parsed.errors.length > 0 || deferred !== text
        }
      >
        {addBets.isPending ? 'Saving...' : 'Save Bets'}
      </button>
    </section>
  );
}
