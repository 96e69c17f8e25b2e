import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { errorText } from '../../../lib/error-text';
import { useAddGame } from '../api/game-calls';

/** /AddGame: full name and short name; success goes to /game. */
export default function AddGamePage() {
  const navigate = useNavigate();
  const [gameName, setGameName] = useState('');
  const [shortName, setShortName] = useState('');
  const addGame = useAddGame();

  const submit = () => {
    if (!gameName.trim() || !shortName.trim()) {
      notifyError(LEDGER_MESSAGES.enterGameName);
      return;
    }
    addGame.mutate(
      { game_name: gameName.trim(), short_name: shortName.trim() },
      {
        onSuccess: () => {
          notifySuccess(LEDGER_MESSAGES.gameAdded);
          navigate('/game');
        },
        onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.somethingWrong)),
      },
    );
  };

  return (
    <LedgerPage title="Add Game">
      <LoadingOverlay show={addGame.isPending} />
      <form
        className="card ledger-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="form-field">
          <label htmlFor="game-full-name">Game Full Name</label>
          <input
            id="game-full-name"
            className="input"
            maxLength={80}
            value={gameName}
            onChange={(e) => setGameName(e.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="game-short-name">Game Short Name</label>
          <input
            id="game-short-name"
            className="input"
            maxLength={20}
            value={shortName}
            onChange={(e) => setShortName(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={addGame.isPending}>
          Add Game
        </button>
      </form>
    </LedgerPage>
  );
}
