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
  const { clients } = useSessionLists();
  const [form, setForm] = useState(EMPTY);
  const save = useSaveLainDain();

  const submit = () => {
    const amount = Number(form.amount);
    if (!form.client_name || !form.type || !form.receive_type || !form.amount || !(amount > 0)) {
      notifyError(LEDGER_MESSAGES.allFieldsRequired);
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
          notifySuccess(LEDGER_MESSAGES.paymentSaved);
          setForm({ ...EMPTY, client_name: form.client_name });
        },
        onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.somethingWrongBang)),
      },
    );
  };

  return (
    <LedgerPage title="Lain Dain">
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
          label="Client"
          placeholder="Select Client"
          names={clients}
          value={form.client_name}
          onChange={(client_name) => setForm({ ...form, client_name })}
        />
        <div className="form-field">
          <label htmlFor="ld-type">Payment Type</label>
          <select
            id="ld-type"
            className="select"
            value={form.type}
            onChange={(e) => setForm({ ...form, type: e.target.value })}
          >
            <option value="">Select Type</option>
            <option value="receive">Receive</option>
            <option value="pay">Pay</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="ld-mode">Receive Type</label>
          <select
            id="ld-mode"
            className="select"
            value={form.receive_type}
            onChange={(e) => setForm({ ...form, receive_type: e.target.value })}
          >
            <option value="">Select Mode</option>
            <option value="cash">Cash</option>
            <option value="online">Online</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="ld-amount">Amount</label>
          <input
            id="ld-amount"
            className="input"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.target.value })}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          Save
        </button>
      </form>
      <div className="ledger-section">
        <h2 className="section-title">Records{form.client_name ? ` · ${form.client_name}` : ''}</h2>
        <LainDainRecords client={form.client_name} />
      </div>
    </LedgerPage>
  );
}
