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
import { useRemoveGame } from '../api/game-calls';

/** /deleteGame: select a game and delete it; the session list updates, then /game. */
export default function DeleteGamePage() {
  const navigate = useNavigate();
  const t = useGamesT();
  const say = useSpecWords();
  const { games } = useSessionLists();
  const [game, setGame] = useState('');
  const removeGame = useRemoveGame();

  const submit = () => {
    if (!game) {
      notifyError(say('ledger.selectClientAndGame'));
      return;
    }
    removeGame.mutate(game, {
      onSuccess: () => {
        notifySuccess(say('ledger.gameDeleted'));
        navigate('/game');
      },
      onError: (error) => notifyError(errorText(error, say('ledger.somethingWrong'))),
    });
  };

  return (
    <LedgerPage title={t('deleteGame.title')}>
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
          label={t('form.game')}
          placeholder={t('form.selectGame')}
          names={games}
          value={game}
          onChange={setGame}
        />
        <button type="submit" className="btn btn-danger" disabled={removeGame.isPending}>
          {t('deleteGame.submit')}
        </button>
      </form>
      <p className="ledger-note">{t('deleteGame.note')}</p>
    </LedgerPage>
  );
}
