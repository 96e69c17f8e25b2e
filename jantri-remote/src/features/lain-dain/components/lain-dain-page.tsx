import { typedNumber } from '../../../lib/number-input';
import { useSpecWords } from '../../../lib/spec-words';
import { useLainDainT } from '../i18n';
import { useState } from 'react';
import { LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { NameSelect } from '../../../components/ledger/name-select';
import { errorText } from '../../../lib/error-text';
import { useSessionLists } from '../../../lib/use-caller';
import { useSaveLainDain } from '../api/lain-dain-calls';
import { LainDainRecords } from './lain-dain-records';

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
    <LedgerPage title={t('page.title')}>
      <LoadingOverlay show={save.isPending} />
      <form
        className="card ledger-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <NameSelect
          id="ld-client"
          label={t('page.client')}
          placeholder={t('page.selectClient')}
          names={clients}
          value={form.client_name}
          onChange={(client_name) => setForm({ ...form, client_name })}
        />
        <div className="form-field">
          <label htmlFor="ld-type">{t('page.type')}</label>
          <select
            id="ld-type"
            className="select"
            value={form.type}
            onChange={(e) => setForm({ ...form, type: e.target.value })}
          >
            <option value="">{t('page.selectType')}</option>
            <option value="receive">{t('page.receive')}</option>
            <option value="pay">{t('page.pay')}</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="ld-mode">{t('page.mode')}</label>
          <select
            id="ld-mode"
            className="select"
            value={form.receive_type}
            onChange={(e) => setForm({ ...form, receive_type: e.target.value })}
          >
            <option value="">{t('page.selectMode')}</option>
            <option value="cash">{t('page.cash')}</option>
            <option value="online">{t('page.online')}</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="ld-amount">{t('page.amount')}</label>
          <input
            id="ld-amount"
            className="input"
            type="text"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: typedNumber(e.target.value) })}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('page.save')}
        </button>
      </form>
      <div className="ledger-section">
        <h2 className="section-title">
          {form.client_name ? t('page.recordsOf', { client: form.client_name }) : t('page.records')}
        </h2>
        <LainDainRecords client={form.client_name} />
      </div>
    </LedgerPage>
  );
}
