import { useSpecWords } from '../../../lib/spec-words';
import { useClientsT } from '../i18n';
import { useState } from 'react';
import { LEDGER_MESSAGES, notifyError } from '@bgmi/shared';
import { ConfirmDialog } from '@bgmi/shared/ui-kit';
import { LedgerFormPage } from '../../../components/ledger/ledger-form-page';
import { NameSelect } from '../../../components/ledger/name-select';
import { useSessionLists } from '../../../lib/use-caller';
import { useDoneThenGame } from '../../../lib/use-done-then-game';
import { useRemoveClient } from '../api/remove-client';

/** /deleteClient: select, confirm, delete; the session list updates and the user goes to /game. */
export default function DeleteClientPage() {
  const t = useClientsT();
  const say = useSpecWords();
  const doneThenGame = useDoneThenGame();
  const { clients } = useSessionLists();
  const [client, setClient] = useState('');
  const [confirming, setConfirming] = useState(false);
  const removeClient = useRemoveClient();

  const ask = () => {
    if (!client) {
      notifyError(say('ledger.selectClientToDelete'));
      return;
    }
    setConfirming(true);
  };

  const remove = () => {
    setConfirming(false);
    removeClient.mutate(
      client,
      doneThenGame(say('ledger.clientDeleted'), LEDGER_MESSAGES.somethingWrong),
    );
  };

  return (
    <LedgerFormPage
      title={t('delete.title')}
      pending={removeClient.isPending}
      submitLabel={t('delete.submit')}
      danger
      onSubmit={ask}
      after={
        confirming && (
          <ConfirmDialog
            title={t('delete.title')}
            confirmLabel={t('delete.confirm')}
            cancelLabel={t('delete.cancel')}
            busyLabel={t('delete.busy')}
            tone="danger"
            onConfirm={remove}
            onCancel={() => setConfirming(false)}
            actionsClassName="ledger-actions"
          >
            <p>{t('delete.question', { client })}</p>
          </ConfirmDialog>
        )
      }
    >
      <NameSelect
        id="delete-client"
        label={t('form.client')}
        placeholder={t('form.selectClient')}
        names={clients}
        value={client}
        onChange={setClient}
      />
    </LedgerFormPage>
  );
}
