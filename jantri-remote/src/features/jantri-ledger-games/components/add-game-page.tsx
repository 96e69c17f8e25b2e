import { useSpecWords } from '../../../lib/spec-words';
import { useGamesT } from '../i18n';
import { useState } from 'react';
import { notifyError } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { LedgerFormPage } from '../../../components/ledger/ledger-form-page';
import { useDoneThenGame } from '../../../lib/use-done-then-game';
import { useAddGame } from '../api/game-calls';

/** /AddGame: full name and short name; success goes to /game. */
export default function AddGamePage() {
  const t = useGamesT();
  const say = useSpecWords();
  const doneThenGame = useDoneThenGame();
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
      doneThenGame(say('ledger.gameAdded'), say('ledger.somethingWrong')),
    );
  };

  return (
    <LedgerFormPage
      title={t('add.title')}
      pending={addGame.isPending}
      submitLabel={t('add.submit')}
      onSubmit={submit}
    >
      <FormField id="game-full-name" label={t('add.fullName')}>
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={80}
            value={gameName}
            onChange={(e) => setGameName(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="game-short-name" label={t('add.shortName')}>
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={20}
            value={shortName}
            onChange={(e) => setShortName(e.target.value)}
          />
        )}
      </FormField>
    </LedgerFormPage>
  );
}
