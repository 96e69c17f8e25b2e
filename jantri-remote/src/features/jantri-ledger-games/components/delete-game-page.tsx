import { useSpecWords } from '../../../lib/spec-words';
import { useGamesT } from '../i18n';
import { useState } from 'react';
import { notifyError } from '@bgmi/shared';
import { LedgerFormPage } from '../../../components/ledger/ledger-form-page';
import { useDoneThenGame } from '../../../lib/use-done-then-game';
import { useRemoveGame } from '../api/game-calls';
import { GameSelect } from './game-select';

/** /deleteGame: select a game and delete it; the session list updates, then /game. */
export default function DeleteGamePage() {
  const t = useGamesT();
  const say = useSpecWords();
  const doneThenGame = useDoneThenGame();
  const [game, setGame] = useState('');
  const removeGame = useRemoveGame();

  const submit = () => {
    if (!game) {
      notifyError(say('ledger.selectClientAndGame'));
      return;
    }
    removeGame.mutate(game, doneThenGame(say('ledger.gameDeleted'), say('ledger.somethingWrong')));
  };

  return (
    <LedgerFormPage
      title={t('deleteGame.title')}
      pending={removeGame.isPending}
      submitLabel={t('deleteGame.submit')}
      danger
      onSubmit={submit}
      after={<p className="ledger-note">{t('deleteGame.note')}</p>}
    >
      <GameSelect id="delete-game" value={game} onChange={setGame} />
    </LedgerFormPage>
  );
}
