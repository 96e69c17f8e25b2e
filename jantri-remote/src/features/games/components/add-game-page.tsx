import { useSpecWords } from '../../../lib/spec-words';
import { useGamesT } from '../i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { errorText } from '../../../lib/error-text';
import { useAddGame } from '../api/game-calls';

/** /AddGame: full name and short name; success goes to /game. */
export default function AddGamePage() {
  const navigate = useNavigate();
  const t = useGamesT();
  const say = useSpecWords();
  const [gameName, setGameName] = useState('');
  const [shortName, setShortName] = useState('');
  const addGame = useAddGame();

  const submit = () => {
    if (!gameName.trim() || !shortName.trim()) {
      notifyError(say('ledger.enterGameName'));
      return;
    }
    addGame.mutate(
      { game_name: gameName.trim(), short_name: shortName.trim() },
      {
        onSuccess: () => {
          notifySuccess(say('ledger.gameAdded'));
          navigate('/game');
        },
        onError: (error) => notifyError(errorText(error, say('ledger.somethingWrong'))),
      },
    );
  };

  return (
    <LedgerPage title={t('add.title')}>
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
          <label htmlFor="game-full-name">{t('add.fullName')}</label>
          <input
            id="game-full-name"
            className="input"
            maxLength={80}
            value={gameName}
            onChange={(e) => setGameName(e.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="game-short-name">{t('add.shortName')}</label>
          <input
            id="game-short-name"
            className="input"
            maxLength={20}
            value={shortName}
            onChange={(e) => setShortName(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={addGame.isPending}>
          {t('add.submit')}
        </button>
      </form>
    </LedgerPage>
  );
}
