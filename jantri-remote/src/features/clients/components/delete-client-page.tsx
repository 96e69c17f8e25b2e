import { useSpecWords } from '../../../lib/spec-words';
import { useClientsT } from '../i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
import { ConfirmDialog } from '@bgmi/shared/ui-kit';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { NameSelect } from '../../../components/ledger/name-select';
import { errorText } from '../../../lib/error-text';
import { useSessionLists } from '../../../lib/use-caller';
import { useRemoveClient } from '../api/remove-client';

/** /deleteClient: select, confirm, delete; the session list updates and the user goes to /game. */
export default function DeleteClientPage() {
  const navigate = useNavigate();
  const t = useClientsT();
  const say = useSpecWords();
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
    removeClient.mutate(client, {
      onSuccess: () => {
        notifySuccess(say('ledger.clientDeleted'));
        navigate('/game');
      },
      onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.somethingWrong)),
    });
  };

  return (
    <LedgerPage title={t('delete.title')}>
      <LoadingOverlay show={removeClient.isPending} />
      <form
        className="card ledger-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          ask();
        }}
      >
        <NameSelect
          id="delete-client"
          label={t('form.client')}
          placeholder={t('form.selectClient')}
          names={clients}
          value={client}
          onChange={setClient}
        />
        <button type="submit" className="btn btn-danger" disabled={removeClient.isPending}>
          {t('delete.submit')}
        </button>
      </form>
      {confirming && (
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
      )}
    </LedgerPage>
  );
}
