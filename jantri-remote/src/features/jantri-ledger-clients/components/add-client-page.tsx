import { useSpecWords } from '../../../lib/spec-words';
import { useClientsT } from '../i18n';
import { useState } from 'react';
import { LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
import { errorText } from '../../../lib/error-text';
import { useAddClient } from '../api/add-client';
import { EMPTY_CLIENT, toClientBody } from './client-form';
import { ClientFormPage } from './client-form-page';

/** /AddClient and /add-client: the form plus the client table; success refreshes the list. */
export default function AddClientPage() {
  const t = useClientsT();
  const say = useSpecWords();
  const [values, setValues] = useState(EMPTY_CLIENT);
  const addClient = useAddClient();

  const submit = () => {
    if (!values.client_name.trim() || values.passing_rate === '') {
      notifyError(say('ledger.fillRequired'));
      return;
    }
    addClient.mutate(toClientBody(values), {
      onSuccess: () => {
        notifySuccess(say('ledger.clientAdded'));
        setValues(EMPTY_CLIENT);
      },
      onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.somethingWrong)),
    });
  };

  return (
    <ClientFormPage
      title={t('add.title')}
      values={values}
      onChange={setValues}
      onSubmit={submit}
      submitLabel={t('add.submit')}
      busy={addClient.isPending}
    />
  );
}
