import { useSpecWords } from '../../../lib/spec-words';
import { useGamesT } from '../i18n';
import { useState } from 'react';
import { notifyError } from '@bgmi/shared';
import { LedgerFormPage } from '../../../components/ledger/ledger-form-page';
import { NameSelect } from '../../../components/ledger/name-select';
import { useSessionLists } from '../../../lib/use-caller';
import { useDoneThenGame } from '../../../lib/use-done-then-game';
import { useClearJantri } from '../api/game-calls';
import { GameSelect } from './game-select';

/** /DeleteJantri: clear one client's bets on one game; success goes to /game. */
export default function DeleteJantriPage() {
  const t = useGamesT();
  const say = useSpecWords();
  const doneThenGame = useDoneThenGame();
  const { clients } = useSessionLists();
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
      doneThenGame(say('ledger.jantriDeleted'), say('ledger.deleteJantriFailed')),
    );
  };

  return (
    <LedgerFormPage
      title={t('deleteJantri.title')}
      pending={clearJantri.isPending}
      submitLabel={t('deleteJantri.submit')}
      danger
      onSubmit={submit}
    >
      <NameSelect
        id="jantri-client"
        label={t('form.client')}
        placeholder={t('form.selectClient')}
        names={clients}
        value={client}
        onChange={setClient}
      />
      <GameSelect id="jantri-game" value={game} onChange={setGame} />
    </LedgerFormPage>
  );
}
