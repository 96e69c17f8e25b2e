import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LEDGER_MESSAGES, notifyError, notifySuccess, todayInIndia } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { NameSelect } from '../../../components/ledger/name-select';
import { errorText } from '../../../lib/error-text';
import { useResetResults, useResults, useUpdateResult } from '../api/result-calls';
import { resultProblem } from '../result-rules';
import { ResultList } from './result-list';

const NOTES = [
  'पहले जंत्री भरें, उसके बाद रिज़ल्ट अपडेट करें।',
  'नया रिज़ल्ट डालने से पहले Reset All दबाएँ।',
  'रिज़ल्ट अपडेट होने के बाद पूरा हिसाब एडमिन पैनल में सेव हो जाता है, जंत्री डिलीट करने पर भी हिसाब बना रहता है।',
  'रिज़ल्ट 1 से 100 तक का नंबर डालें (100 = 00)।',
];

/** /UpdateResult: declare a game's result for a day (settles the hisab) or reset the day's results. */
export default function UpdateResultPage() {
  const navigate = useNavigate();
  const today = todayInIndia();
  const [date, setDate] = useState(today);
  const [game, setGame] = useState('');
  const [result, setResult] = useState('');
  const results = useResults(date);
  const update = useUpdateResult();
  const reset = useResetResults();

  // Without a session the route table's 'redirect' rule sends the visitor to /login (spec).
  const submit = () => {
    const problem = resultProblem(game, result);
    if (problem) return notifyError(problem);
    update.mutate(
      { game_name: game, result: result.trim(), date },
      {
        onSuccess: () => {
          notifySuccess(LEDGER_MESSAGES.resultUpdated);
          navigate('/game');
        },
        onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.updateFailed)),
      },
    );
  };

  const resetAll = () =>
    reset.mutate(date, {
      onSuccess: () => {
        notifySuccess(LEDGER_MESSAGES.resultsReset);
        navigate('/game');
      },
      onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.resetError)),
    });

  const games = (results.data ?? []).map((row) => row.game_name);
  return (
    <LedgerPage title="Update Result">
      <LoadingOverlay show={update.isPending || reset.isPending} />
      <div className="card ledger-form">
        <div className="form-field">
          <label htmlFor="result-date">Date</label>
          <input
            id="result-date"
            className="input"
            type="date"
            max={today}
            value={date}
            onChange={(e) => setDate(e.target.value > today ? today : e.target.value)}
          />
        </div>
      </div>
      <ResultList query={results} />
      <form
        className="card ledger-form ledger-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <NameSelect
          id="result-game"
          label="Game"
          placeholder="Select Games"
          names={games}
          value={game}
          onChange={setGame}
        />
        <div className="form-field">
          <label htmlFor="result-value">Result</label>
          <input
            id="result-value"
            className="input"
            maxLength={20}
            placeholder="1 - 100"
            value={result}
            onChange={(e) => setResult(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          Update Result
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={reset.isPending}
          onClick={resetAll}
        >
          Reset All
        </button>
      </form>
      <ul className="ledger-note ledger-card" lang="hi">
        {NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </LedgerPage>
  );
}
