import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { NameSelect } from '../../../components/ledger/name-select';
import { errorText } from '../../../lib/error-text';
import { useSessionLists } from '../../../lib/use-caller';
import { useRemoveGame } from '../api/game-calls';

/** /deleteGame: select a game and delete it; the session list updates, then /game. */
export default function DeleteGamePage() {
  const navigate = useNavigate();
  const { games } = useSessionLists();
  const [game, setGame] = useState('');
  const removeGame = useRemoveGame();

  const submit = () => {
    if (!game) {
      notifyError(LEDGER_MESSAGES.selectClientAndGame);
      return;
    }
    removeGame.mutate(game, {
      onSuccess: () => {
        notifySuccess(LEDGER_MESSAGES.gameDeleted);
        navigate('/game');
      },
      onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.somethingWrong)),
    });
  };

  return (
    <LedgerPage title="Delete Game">
      <LoadingOverlay show={removeGame.isPending} />
      <form
        className="card ledger-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <NameSelect
          id="delete-game"
          label="Game"
          placeholder="Select Games"
          names={games}
          value={game}
          onChange={setGame}
        />
        <button type="submit" className="btn btn-danger" disabled={removeGame.isPending}>
          Delete Game
        </button>
      </form>
      <p className="ledger-note">
        Deleting a game removes its jantri and results; saved hisab stays.
      </p>
    </LedgerPage>
  );
}
