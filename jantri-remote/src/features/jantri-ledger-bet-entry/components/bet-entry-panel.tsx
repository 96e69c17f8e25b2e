import { useDeferredValue, useMemo, useState } from 'react';
import { LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
import { useSessionLists } from '../../../lib/use-caller';
import { addToSheet, pasteProblem, readPaste, sheetTotals } from '@bgmi/shared/jantri-calculators';
import { errorText } from '../../../lib/error-text';
import { useSpecWords } from '../../../lib/spec-words';
import { useBetEntryT } from '../i18n';
import { wordNote } from '../reading-words';
import { wordProblem } from '../problem-words';
import { useAddBets } from '../api/add-bets';
import { usePasteGames } from '../api/get-games';
import { BetLineList, type Choice } from './bet-line-list';
import { BetPreview } from './bet-preview';
import { FormField } from '@bgmi/shared/ui-kit';
import './jantri-ledger-bet-entry.css';

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
  const t = useBetEntryT();
  const say = useSpecWords();
  const spec = (message: string) => say(message);
  const [text, setText] = useState('');
  // The operator's choice on each ambiguous line (kept or other reading); sent with the text.
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const deferred = useDeferredValue(text);
  const { games: names } = useSessionLists();
  // The games with their short names, as the server reads the paste (until they arrive, the
  // names alone, and Save waits).
  const pasteGames = usePasteGames(names);
  const games = useMemo(
    () => pasteGames.data ?? names.map((name) => ({ name })),
    [pasteGames.data, names],
  );
  const addBets = useAddBets();

  // The one reading of a paste the server uses too (shared readPaste and pasteProblem), with the
  // same games and choices: what the preview shows is what is stored.
  const preview = useMemo(() => {
    const lines = (kind: Choice) =>
      Object.entries(choices)
        .filter(([, choice]) => choice === kind)
        .map(([line]) => Number(line));
    const picked = { otherReadings: lines('other'), keptReadings: lines('kept') };
    const parsed = readPaste(deferred, games, picked);
    const sheet = addToSheet(parsed.entries);
    const problem = pasteProblem(deferred, parsed, picked);
    return { parsed, sheet, totals: sheetTotals(sheet), picked, problem };
  }, [deferred, choices, games]);

  const { parsed, problem } = preview;
  // Too many lines or records: shown at once (unread or unchosen lines are shown per line).
  const limit = problem?.kind === 'limit' ? wordProblem(t, spec, problem, parsed) : null;
  const named = parsed.games.find((name) => name !== gameName);

  const edit = (value: string) => {
    setText(value);
    setChoices({});
  };
  const choose = (line: number, choice: Choice) =>
    setChoices((current) => ({ ...current, [line]: choice }));

  const save = () => {
    if (!clientName || !gameName) {
      notifyError(say('ledger.selectBoth'));
      return;
    }
    if (problem) {
      notifyError(wordProblem(t, spec, problem, parsed));
      return;
    }
    const { otherReadings: other_readings, keptReadings: kept_readings } = preview.picked;
    addBets.mutate(
      { client_name: clientName, game_name: gameName, text, other_readings, kept_readings },
      {
        onSuccess: (answer) => {
          notifySuccess(spec(answer.message));
          edit('');
          onSaved();
        },
        onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.somethingWrong)),
      },
    );
  };

  const hasBets = parsed.entries.length > 0;
  const checks = parsed.lines.filter((reading) => reading.check);
  const open = checks.filter((reading) => !choices[reading.line]).length;
  return (
    <section className="card bet-entry" aria-label={t('panel.label')}>
      <FormField
        id="bet-entry-text"
        label={
          <span className="bet-entry-label">
            {clientName && gameName
              ? t('panel.pasteFor', { client: clientName, game: gameName })
              : t('panel.paste')}
          </span>
        }
      >
        {(control) => (
          <textarea
            {...control}
            className="textarea bet-entry-text"
            placeholder={'12,21,34(50)\ncrossing 123 joda cut (10)\nA 1(100)  B 2(100)'}
            value={text}
            spellCheck={false}
            onChange={(event) => edit(event.target.value)}
          />
        )}
      </FormField>
      {named && onGame && (
        <p className="bet-entry-game" role="status">
          {t('panel.namesGameBefore')} <strong>{named}</strong>
          {t('panel.namesGameAfter')}{' '}
          <button type="button" className="btn btn-small" onClick={() => onGame(named)}>
            {t('panel.useGame', { game: named })}
          </button>
        </p>
      )}
      {limit && (
        <p className="form-error" role="alert">
          {limit}
        </p>
      )}
      {parsed.warnings.length > 0 && (
        <ul className="bet-entry-warnings" aria-label={t('panel.warnings')} role="alert">
          {parsed.warnings.map((warning) => (
            <li key={warning.line}>
              {t('panel.warning', {
                line: warning.line,
                note: wordNote(t, warning.message.replace(/^Line \d+: /, '')),
              })}
            </li>
          ))}
        </ul>
      )}
      {checks.length > 0 && (
        <p className={`bet-entry-checks${open > 0 ? ' bet-entry-checks-open' : ''}`} role="status">
          {t('panel.checks', { count: checks.length })}:{' '}
          {open > 0 ? t('panel.checksOpen', { open }) : t('panel.checksDone')}
        </p>
      )}
      <BetLineList parsed={parsed} choices={choices} onChoose={choose} />
      {(hasBets || parsed.errors.length > 0) && <BetPreview {...preview} />}
      <button
        type="button"
        className="btn btn-primary bet-entry-save"
        onClick={save}
        disabled={
          addBets.isPending || !hasBets || Boolean(problem) || !pasteGames.data || deferred !== text
        }
      >
        {addBets.isPending ? t('panel.saving') : t('panel.save')}
      </button>
    </section>
  );
}
