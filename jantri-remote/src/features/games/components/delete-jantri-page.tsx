import { useSpecWords } from '../../../lib/spec-words';
import { useGamesT } from '../i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { NameSelect } from '../../../components/ledger/name-select';
import { errorText } from '../../../lib/error-text';
import { useSessionLists } from '../../../lib/use-caller';
import { useClearJantri } from '../api/game-calls';

/** /DeleteJantri: clear one client's bets on one game; success goes to /game. */
export default function DeleteJantriPage() {
  const navigate = useNavigate();
  const t = useGamesT();
  const say = useSpecWords();
  const { clients, games } = useSessionLists();
  const [client, setClient] = useState('');
  const [game, setGame] = useState('');
  const clearJantri = useClearJantri();

  const submit = () => {
    if (!client || !game) {
      notifyError(say('ledger.selectClientAndGame'));
      return;
    }
    clearJantri.mutate(
      { client_name: client, game_name: game },
      {
        onSuccess: () => {
          notifySuccess(say('ledger.jantriDeleted'));
          navigate('/game');
        },
        onError: (error) => notifyError(errorText(error, say('ledger.deleteJantriFailed'))),
      },
    );
  };

  return (
    <LedgerPage title={t('deleteJantri.title')}>
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
          label={t('form.client')}
          placeholder={t('form.selectClient')}
          names={clients}
          value={client}
          onChange={setClient}
        />
        <NameSelect
          id="jantri-game"
          label={t('form.game')}
          placeholder={t('form.selectGame')}
          names={games}
          value={game}
          onChange={setGame}
        />
        <button type="submit" className="btn btn-danger" disabled={clearJantri.isPending}>
          {t('deleteJantri.submit')}
        </button>
      </form>
    </LedgerPage>
  );
}
