import { typedNumber } from '../../../lib/number-input';
import { useSpecWords } from '../../../lib/spec-words';
import { useWithdrawT } from '../i18n';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { notifyError, notifySuccess, useSession } from '@bgmi/shared';
import { MIN_WITHDRAW, WITHDRAW_METHODS, type WithdrawMethod } from '@bgmi/shared/jantri-contract';
import { useWithdraw } from '../api/withdraw';
import { EMPTY_WITHDRAW_FORM, isWithdrawFormFilled, type WithdrawForm } from '../validate-withdraw';
import { PageHead } from '../../../components/wallet/page-head';
import { MoneyGate } from '../../../components/wallet/money-gate';
import { newRequestId } from '../../../lib/request-id';
import '../wallet-withdraw.css';
import { FormField } from '@bgmi/shared/ui-kit';

type DetailField = Exclude<keyof WithdrawForm, 'method' | 'amount'>;

const FIELDS_BY_METHOD: Record<WithdrawMethod, DetailField[]> = {
  phonepe: ['phonepe'],
  upi: ['upi'],
  bank: ['account_number', 'confirm_account_number', 'account_holder_name', 'ifsc_code'],
};

function WithdrawFormCard() {
  const username = useSession((state) => state.userinfo?.username ?? '');
  const t = useWithdrawT();
  const say = useSpecWords();
  const [form, setForm] = useState<WithdrawForm>(EMPTY_WITHDRAW_FORM);
  const withdraw = useWithdraw();
  // One id per filled form: a double click or a retry is stored (and debited) once.
  const requestId = useRef(newRequestId());
  const set = (key: keyof WithdrawForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isWithdrawFormFilled(form)) return notifyError(say('wallet.fillValue'));
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
          notifySuccess(say(answer.message || 'wallet.withdrawSuccess'));
          setForm({ ...EMPTY_WITHDRAW_FORM, method: form.method });
          requestId.current = newRequestId();
        },
        onError: (error) => notifyError(say(error.message || 'wallet.somethingWrong')),
      },
    );
  };

  return (
    <section className="page wui-page">
      <PageHead title={t('form.title')} />
      <form className="card form wd-form" onSubmit={submit} noValidate aria-label={t('form.label')}>
        <FormField id="wd-method" label={t('field.method')}>
          {(control) => (
            <select
              {...control}
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
          )}
        </FormField>
        <div className="wd-row">
          {FIELDS_BY_METHOD[form.method].map((key) => (
            <FormField key={key} id={`wd-${key}`} label={<>{t(`field.${key}`)}</>}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={form[key]}
                  autoComplete="off"
                  inputMode={
                    key.includes('account_number') || key === 'phonepe' ? 'numeric' : 'text'
                  }
                  onChange={(e) =>
                    set(
                      key,
                      key === 'phonepe' || key.includes('account_number')
                        ? typedNumber(e.target.value)
                        : e.target.value,
                    )
                  }
                />
              )}
            </FormField>
          ))}
        </div>
        <FormField id="wd-amount" label={<>{t('form.amount', { min: MIN_WITHDRAW })}</>}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              placeholder={t('form.amountPlaceholder', { min: MIN_WITHDRAW })}
              value={form.amount}
              onChange={(e) => set('amount', typedNumber(e.target.value).replace(/[^\d.]/g, ''))}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={withdraw.isPending}>
          {withdraw.isPending ? t('form.submitting') : t('form.submit')}
        </button>
        <Link to="/withdraw/withdrawHistory">{t('form.history')}</Link>
      </form>
    </section>
  );
}

export default function WithdrawMoneyPage() {
  const t = useWithdrawT();
  return (
    <MoneyGate title={t('form.title')}>
      <WithdrawFormCard />
    </MoneyGate>
  );
}
