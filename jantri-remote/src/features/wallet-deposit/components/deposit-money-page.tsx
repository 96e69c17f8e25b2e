import { typedNumber } from '../../../lib/number-input';
import { useSpecWords } from '../../../lib/spec-words';
import { useDepositT } from '../i18n';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess, useSession } from '@bgmi/shared';
import { DEPOSIT_METHODS, PAYMENT_GATEWAY, type RechargeData } from '@bgmi/shared/jantri-contract';
import { useDepositDetails } from '../api/deposit-details';
import { useDeposit } from '../api/deposit';
import { sendRecharge } from '../api/recharge';
import { DEFAULT_SUPPORT_CHAT_PHONE, supportChatLink } from '../support-chat';
import { PageHead } from '../../../components/wallet/page-head';
import { MoneyGate } from '../../../components/wallet/money-gate';
import { DepositQr } from './deposit-qr';
import { DemoCreditsPanel } from './demo-credits-panel';
import { moneyMode } from '../../../lib/money-mode';
import '../wallet-deposit.css';
import { FormField } from '@bgmi/shared/ui-kit';

interface DepositState {
  amount?: number | string;
  rechargeData?: RechargeData;
}

/** Demo mode has no UPI deposit: demo credits instead (DESIGN section 8). */
function DepositForm() {
  return moneyMode() === 'demo' ? <DemoCreditsPanel /> : <UpiDepositForm />;
}

function UpiDepositForm() {
  const userinfo = useSession((state) => state.userinfo)!;
  const t = useDepositT();
  const say = useSpecWords();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as DepositState;
  const details = useDepositDetails(userinfo.bgmiUserId);
  const deposit = useDeposit();
  const [method, setMethod] = useState<string>(DEPOSIT_METHODS[0]);
  const [amount, setAmount] = useState(state.amount !== undefined ? String(state.amount) : '');
  const [utr, setUtr] = useState('');
  const rechargeData = state.rechargeData;
  const min = details.data?.data.min_deposit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const transactionId = utr.trim();
    if (!transactionId || !amount.trim()) return notifyError(say('wallet.fillValue'));
    const value = Number(amount);
    deposit.mutate(
      {
        bgmiUserId: userinfo.bgmiUserId,
        amount: value,
        transaction_id: transactionId,
        payment_gateway: PAYMENT_GATEWAY,
        method: method as (typeof DEPOSIT_METHODS)[number],
      },
      {
        onSuccess: async (answer) => {
          notifySuccess(say(answer.message || 'wallet.depositSuccess'));
          if (rechargeData) {
            // The plan waits for this deposit's approval; a failure here must not lose the deposit.
            await sendRecharge({ ...rechargeData, transaction_id: transactionId }).catch(
              (error: Error) => notifyError(say(error.message)),
            );
          }
          const text =
            t('chat.deposit', { id: userinfo.bgmiUserId, amount: value, utr: transactionId }) +
            (rechargeData ? t('chat.plan', { plan: rechargeData.plan_name }) : '');
          window.open(
            supportChatLink(DEFAULT_SUPPORT_CHAT_PHONE, text),
            '_blank',
            'noopener,noreferrer',
          );
          navigate('/');
        },
        onError: (error) => notifyError(say(error.message || 'wallet.depositFailed')),
      },
    );
  };

  const openSupport = () =>
    window.open(
      supportChatLink(DEFAULT_SUPPORT_CHAT_PHONE, t('chat.help', { id: userinfo.bgmiUserId })),
      '_blank',
      'noopener,noreferrer',
    );

  return (
    <section className="page wui-page">
      <PageHead title={t('money.title')} />
      {details.isError && (
        <p className="form-error" role="alert">
          {say(details.error.message || 'wallet.depositDataFailed')}
        </p>
      )}
      <div className="dep-layout">
        <form
          className="card form dep-form"
          onSubmit={submit}
          noValidate
          aria-label={t('form.label')}
        >
          {rechargeData && (
            <p className="dep-plan">
              {t('form.planBefore')} <strong>{rechargeData.plan_name}</strong>{' '}
              {t('form.planDays', { days: String(rechargeData.validity_days) })}
            </p>
          )}
          <FormField id="dep-method" label={t('form.method')}>
            {(control) => (
              <select
                {...control}
                className="select"
                value={method}
                onChange={(e) => setMethod(e.target.value)}
              >
                {DEPOSIT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="dep-amount"
            label={<>{min !== undefined ? t('form.amountMin', { min }) : t('form.amount')}</>}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(typedNumber(e.target.value).replace(/[^\d.]/g, ''))}
              />
            )}
          </FormField>
          <FormField id="dep-utr" label={t('form.utr')}>
            {(control) => (
              <input
                {...control}
                className="input"
                value={utr}
                maxLength={40}
                autoComplete="off"
                onChange={(e) => setUtr(e.target.value)}
              />
            )}
          </FormField>
          <ol className="dep-steps">
            <li>{t('form.step1', { method })}</li>
            <li>{t('form.step2')}</li>
            <li>{t('form.step3')}</li>
          </ol>
          <div className="dep-actions">
            <button type="submit" className="btn btn-primary" disabled={deposit.isPending}>
              {deposit.isPending ? t('form.submitting') : t('form.submit')}
            </button>
            <button type="button" className="btn" onClick={openSupport}>
              {t('form.support')}
            </button>
          </div>
        </form>
        <DepositQr
          loading={details.isPending}
          url={details.data?.data.QR_url}
          upiId={details.data?.data.upi_id}
        />
      </div>
      {deposit.isPending && (
        <div className="loading-overlay" aria-hidden="true">
          <span className="spinner" />
        </div>
      )}
    </section>
  );
}

export default function DepositMoneyPage() {
  const t = useDepositT();
  return (
    <MoneyGate title={t('money.title')}>
      <DepositForm />
    </MoneyGate>
  );
}
