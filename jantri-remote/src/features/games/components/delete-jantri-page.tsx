import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { NameSelect } from '../../../components/ledger/name-select';
import { errorText } from '../../../lib/error-text';
import { useSessionLists } from '../../../lib/use-caller';
import { useClearJantri } from '../api/game-calls';

/** /DeleteJantri: clear one client's bets on one game; success goes to /game. */
export default function DeleteJantriPage() {
  const navigate = useNavigate();
  const { clients, games } = useSessionLists();
  const [client, setClient] = useState('');
  const [game, setGame] = useState('');
  const clearJantri = useClearJantri();

  const submit = () => {
    if (!client || !game) {
      notifyError(LEDGER_MESSAGES.selectClientAndGame);
      return;
    }
    clearJantri.mutate(
      { client_name: client, game_name: game },
      {
        onSuccess: () => {
          notifySuccess(LEDGER_MESSAGES.jantriDeleted);
          navigate('/game');
        },
        onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.deleteJantriFailed)),
      },
    );
  };

  return (
    <LedgerPage title="Delete Jantri">
      <LoadingOverlay show={clearJantri.isPending} />
      <form
        className="card ledger-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <NameSelect
          id="jantri-client"
          label="Client"
          placeholder="Select Client"
          names={clients}
          value={client}
          onChange={setClient}
        />
        <NameSelect
          id="jantri-game"
          label="Game"
          placeholder="Select Games"
          names={games}
          value={game}
          onChange={setGame}
        />
        <button type="submit" className="btn btn-danger" disabled={clearJantri.isPending}>
          Delete Jantri
        </button>
      </form>
    </LedgerPage>
  );
}
