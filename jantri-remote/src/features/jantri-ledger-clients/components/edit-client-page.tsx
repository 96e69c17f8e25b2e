import { useSpecWords } from '../../../lib/spec-words';
import { useClientsT } from '../i18n';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
import { useClients } from '../../../lib/api/get-all-clients';
import { NameSelect } from '../../../components/ledger/name-select';
import { errorText } from '../../../lib/error-text';
import { useEditClient } from '../api/edit-client';
import { EMPTY_CLIENT, toClientBody, type ClientFormValues } from './client-form';
import { ClientFormPage } from './client-form-page';

/** /EditClient: select a client (or arrive from Edit), change its terms, see the list. */
export default function EditClientPage() {
  const location = useLocation();
  const t = useClientsT();
  const say = useSpecWords();
  const preset = (location.state as { client_name?: string } | null)?.client_name ?? '';
  const clients = useClients();
  const editClient = useEditClient();
  const [values, setValues] = useState<ClientFormValues>({ ...EMPTY_CLIENT, client_name: preset });

  // Fill the form from the chosen client's current terms.
  const chosen = clients.data?.find((client) => client.client_name === values.client_name);
  useEffect(() => {
    if (!chosen) return;
    setValues({
      client_name: chosen.client_name,
      lc: String(chosen.lc),
      passing_rate: String(chosen.passing_rate),
      patti: String(chosen.patti),
      commission_basis: chosen.commission_basis,
    });
  }, [chosen]);

  const submit = () => {
    if (!values.client_name || values.passing_rate === '') {
      notifyError(say('ledger.fillRequired'));
      return;
    }
    editClient.mutate(toClientBody(values), {
      onSuccess: () => notifySuccess(say('ledger.clientUpdated')),
      onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.somethingWrong)),
    });
  };

  return (
    <ClientFormPage
      title={t('edit.title')}
      back="/AddClient"
      values={values}
      onChange={setValues}
      onSubmit={submit}
      submitLabel={t('edit.submit')}
      busy={editClient.isPending}
      nameField={
        <NameSelect
          id="edit-client-select"
          label={t('form.client')}
          placeholder={t('form.selectClient')}
          names={(clients.data ?? []).map((client) => client.client_name)}
          value={values.client_name}
          onChange={(client_name) => setValues({ ...EMPTY_CLIENT, client_name })}
        />
      }
    />
  );
}
