import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { notifyError, notifySuccess, useSession } from '@bgmi/shared';
import {
  MIN_WITHDRAW,
  WALLET_MESSAGES,
  WITHDRAW_METHODS,
  type WithdrawMethod,
} from '@bgmi/shared/jantri-contract';
import { useWithdraw } from '../api/withdraw';
import { EMPTY_WITHDRAW_FORM, isWithdrawFormFilled, type WithdrawForm } from '../validate-withdraw';
import { PageHead } from '../../../components/wallet/page-head';
import { MoneyGate } from '../../../components/wallet/money-gate';
import { newRequestId } from '../../../lib/request-id';
import '../withdraw.css';

const FIELD_LABELS: Record<Exclude<keyof WithdrawForm, 'method' | 'amount'>, string> = {
  phonepe: 'PhonePe number',
  upi: 'UPI ID',
  account_number: 'Account number',
  confirm_account_number: 'Confirm account number',
  account_holder_name: 'Account holder name',
  ifsc_code: 'IFSC code',
};

const FIELDS_BY_METHOD: Record<WithdrawMethod, (keyof typeof FIELD_LABELS)[]> = {
  phonepe: ['phonepe'],
  upi: ['upi'],
  bank: ['account_number', 'confirm_account_number', 'account_holder_name', 'ifsc_code'],
};

function WithdrawFormCard() {
  const username = useSession((state) => state.userinfo?.username ?? '');
  const [form, setForm] = useState<WithdrawForm>(EMPTY_WITHDRAW_FORM);
  const withdraw = useWithdraw();
  // One id per filled form: a double click or a retry is stored (and debited) once.
  const requestId = useRef(newRequestId());
  const set = (key: keyof WithdrawForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isWithdrawFormFilled(form)) return notifyError(WALLET_MESSAGES.fillValue);
    const details = Object.fromEntries(
      FIELDS_BY_METHOD[form.method].map((key) => [key, form[key].trim()]),
    );
    withdraw.mutate(
      {
        username,
        amount: Number(form.amount),
        payment_gateway: form.method,
        withdraw_details: { method: form.method, ...details },
        request_id: requestId.current,
      },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || WALLET_MESSAGES.withdrawSuccess);
          setForm({ ...EMPTY_WITHDRAW_FORM, method: form.method });
          requestId.current = newRequestId();
        },
        onError: (error) => notifyError(error.message || WALLET_MESSAGES.somethingWrong),
      },
    );
  };

  return (
    <section className="page wui-page">
      <PageHead title="Withdraw Funds" />
      <form className="card form wd-form" onSubmit={submit} noValidate aria-label="Withdraw">
        <div className="form-field">
          <label htmlFor="wd-method">Method</label>
          <select
            id="wd-method"
            className="select"
            value={form.method}
            onChange={(e) => set('method', e.target.value)}
          >
            {WITHDRAW_METHODS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="wd-row">
          {FIELDS_BY_METHOD[form.method].map((key) => (
            <div className="form-field" key={key}>
              <label htmlFor={`wd-${key}`}>{FIELD_LABELS[key]}</label>
              <input
                id={`wd-${key}`}
                className="input"
                value={form[key]}
                autoComplete="off"
                inputMode={key.includes('account_number') || key === 'phonepe' ? 'numeric' : 'text'}
                onChange={(e) => set(key, e.target.value)}
              />
            </div>
          ))}
        </div>
        <div className="form-field">
          <label htmlFor="wd-amount">Amount (Min {MIN_WITHDRAW})</label>
          <input
            id="wd-amount"
            className="input"
            inputMode="decimal"
            placeholder={`Min ${MIN_WITHDRAW}`}
            value={form.amount}
            onChange={(e) => set('amount', e.target.value.replace(/[^\d.]/g, ''))}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={withdraw.isPending}>
          {withdraw.isPending ? 'Submitting...' : 'Withdraw'}
        </button>
        <Link to="/withdraw/withdrawHistory">Withdraw history</Link>
      </form>
    </section>
  );
}

export default function WithdrawMoneyPage() {
  return (
    <MoneyGate title="Withdraw Funds">
      <WithdrawFormCard />
    </MoneyGate>
  );
}
