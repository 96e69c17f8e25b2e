import { typedNumber } from '../../../lib/number-input';
import { useSpecWords } from '../../../lib/spec-words';
import { useUpdateResultT } from '../i18n';
import { useState } from 'react';
import { LEDGER_MESSAGES, notifyError, todayInIndia } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { NameSelect } from '../../../components/ledger/name-select';
import { useDoneThenGame } from '../../../lib/use-done-then-game';
import { useResetResults, useResults, useUpdateResult } from '../api/result-calls';
import { resultProblem } from '../result-rules';
import { ResultList } from './result-list';
import { DayField } from '../../../components/ledger/day-field';
import { SubmitForm } from '../../../components/ledger/submit-form';

const NOTES = ['note.1', 'note.2', 'note.3', 'note.4'] as const;

/** /UpdateResult: declare a game's result for a day (settles the hisab) or reset the day's results. */
export default function UpdateResultPage() {
  const doneThenGame = useDoneThenGame();
  const t = useUpdateResultT();
  const say = useSpecWords();
  const [date, setDate] = useState(todayInIndia());
  const [game, setGame] = useState('');
  const [result, setResult] = useState('');
  const results = useResults(date);
  const update = useUpdateResult();
  const reset = useResetResults();

  // Without a session the route table's 'redirect' rule sends the visitor to /login (spec).
  const submit = () => {
    const problem = resultProblem(game, result);
    if (problem) return notifyError(say(problem));
    update.mutate(
      { game_name: game, result: result.trim(), date },
      doneThenGame(say('ledger.resultUpdated'), LEDGER_MESSAGES.updateFailed),
    );
  };

  const resetAll = () =>
    reset.mutate(date, doneThenGame(say('ledger.resultsReset'), LEDGER_MESSAGES.resetError));

  const games = (results.data ?? []).map((row) => row.game_name);
  return (
    <LedgerPage title={t('page.title')}>
      <LoadingOverlay show={update.isPending || reset.isPending} />
      <div className="card ledger-form">
        <DayField id="result-date" label={t('page.date')} value={date} onChange={setDate} />
      </div>
      <ResultList query={results} />
      <SubmitForm className="card ledger-form ledger-card" onSubmit={submit}>
        <NameSelect
          id="result-game"
          label={t('page.game')}
          placeholder={t('page.selectGame')}
          names={games}
          value={game}
          onChange={setGame}
        />
        <FormField id="result-value" label={t('page.result')}>
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={20}
              placeholder="1 - 100"
              value={result}
              onChange={(e) => setResult(typedNumber(e.target.value))}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {t('page.update')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={reset.isPending}
          onClick={resetAll}
        >
          {t('page.reset')}
        </button>
      </SubmitForm>
      <ul className="ledger-note ledger-card">
        {NOTES.map((note) => (
          <li key={note}>{t(note)}</li>
        ))}
      </ul>
    </LedgerPage>
  );
}
