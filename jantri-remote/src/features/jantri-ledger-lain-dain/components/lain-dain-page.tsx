import { useSpecWords } from '../../../lib/spec-words';
import { useLainDainT } from '../i18n';
import { useState } from 'react';
import { LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { LedgerFormPage } from '../../../components/ledger/ledger-form-page';
import { NameSelect } from '../../../components/ledger/name-select';
import { errorText } from '../../../lib/error-text';
import { useSessionLists } from '../../../lib/use-caller';
import { useSaveLainDain } from '../api/lain-dain-calls';
import { LainDainRecords } from './lain-dain-records';
import { DecimalField } from '../../../components/ledger/decimal-field';

const EMPTY = { client_name: '', type: '', receive_type: '', amount: '' };

/** /lainDain: record money paid to or received from a client; the records below follow the client. */
export default function LainDainPage() {
  const t = useLainDainT();
  const say = useSpecWords();
  const { clients } = useSessionLists();
  const [form, setForm] = useState(EMPTY);
  const save = useSaveLainDain();

  const submit = () => {
    const amount = Number(form.amount);
    if (!form.client_name || !form.type || !form.receive_type || !form.amount || !(amount > 0)) {
      notifyError(say('ledger.allFieldsRequired'));
      return;
    }
    save.mutate(
      {
        client_name: form.client_name,
        amount,
        type: form.type as 'pay' | 'receive',
        receive_type: form.receive_type as 'cash' | 'online',
      },
      {
        onSuccess: () => {
          notifySuccess(say('ledger.paymentSaved'));
          setForm({ ...EMPTY, client_name: form.client_name });
        },
        onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.somethingWrongBang)),
      },
    );
  };

  return (
    <LedgerFormPage
      title={t('page.title')}
      pending={save.isPending}
      submitLabel={t('page.save')}
      onSubmit={submit}
      after={
        <div className="ledger-section">
          <h2 className="section-title">
            {form.client_name
              ? t('page.recordsOf', { client: form.client_name })
              : t('page.records')}
          </h2>
          <LainDainRecords client={form.client_name} />
        </div>
      }
    >
      <NameSelect
        id="ld-client"
        label={t('page.client')}
        placeholder={t('page.selectClient')}
        names={clients}
        value={form.client_name}
        onChange={(client_name) => setForm({ ...form, client_name })}
      />
      <FormField id="ld-type" label={t('page.type')}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={form.type}
            onChange={(e) => setForm({ ...form, type: e.target.value })}
          >
            <option value="">{t('page.selectType')}</option>
            <option value="receive">{t('page.receive')}</option>
            <option value="pay">{t('page.pay')}</option>
          </select>
        )}
      </FormField>
      <FormField id="ld-mode" label={t('page.mode')}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={form.receive_type}
            onChange={(e) => setForm({ ...form, receive_type: e.target.value })}
          >
            <option value="">{t('page.selectMode')}</option>
            <option value="cash">{t('page.cash')}</option>
            <option value="online">{t('page.online')}</option>
          </select>
        )}
      </FormField>
      <DecimalField
        id="ld-amount"
        label={t('page.amount')}
        step="0.01"
        value={form.amount}
        onChange={(text) => setForm({ ...form, amount: text })}
      />
    </LedgerFormPage>
  );
}
