import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess, useSession } from '@bgmi/shared';
import {
  DEPOSIT_METHODS,
  PAYMENT_GATEWAY,
  WALLET_MESSAGES,
  type RechargeData,
} from '@bgmi/shared/jantri-contract';
import { useDepositDetails } from '../api/deposit-details';
import { useDeposit } from '../api/deposit';
import { sendRecharge } from '../api/recharge';
import { DEFAULT_SUPPORT_CHAT_PHONE, depositChatMessage, supportChatLink } from '../support-chat';
import { PageHead } from '../../../components/wallet/page-head';
import { MoneyGate } from '../../../components/wallet/money-gate';
import { DepositQr } from './deposit-qr';
import { DemoCreditsPanel } from './demo-credits-panel';
import { moneyMode } from '../../../lib/money-mode';
import '../deposit.css';

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
    if (!transactionId || !amount.trim()) return notifyError(WALLET_MESSAGES.fillValue);
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
          notifySuccess(answer.message || WALLET_MESSAGES.depositSuccess);
          if (rechargeData) {
            // The plan waits for this deposit's approval; a failure here must not lose the deposit.
            await sendRecharge({ ...rechargeData, transaction_id: transactionId }).catch(
              (error: Error) => notifyError(error.message),
            );
          }
          const text = depositChatMessage({
            bgmiUserId: userinfo.bgmiUserId,
            amount: value,
            utr: transactionId,
            plan: rechargeData?.plan_name,
          });
          window.open(
            supportChatLink(DEFAULT_SUPPORT_CHAT_PHONE, text),
            '_blank',
            'noopener,noreferrer',
          );
          navigate('/');
        },
        onError: (error) => notifyError(error.message || WALLET_MESSAGES.depositFailed),
      },
    );
  };

  const openSupport = () =>
    window.open(
      supportChatLink(
        DEFAULT_SUPPORT_CHAT_PHONE,
        `Hello, I need help with a deposit. BGMI ID: ${userinfo.bgmiUserId}`,
      ),
      '_blank',
      'noopener,noreferrer',
    );

  return (
    <section className="page wui-page">
      <PageHead title="Deposit Money" />
      {details.isError && (
        <p className="form-error" role="alert">
          {details.error.message || WALLET_MESSAGES.depositDataFailed}
        </p>
      )}
      <div className="dep-layout">
        <form className="card form dep-form" onSubmit={submit} noValidate aria-label="Deposit">
          {rechargeData && (
            <p className="dep-plan">
              Plan: <strong>{rechargeData.plan_name}</strong> ({String(rechargeData.validity_days)}{' '}
              days)
            </p>
          )}
          <div className="form-field">
            <label htmlFor="dep-method">Method</label>
            <select
              id="dep-method"
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
          </div>
          <div className="form-field">
            <label htmlFor="dep-amount">
              Amount {min !== undefined ? `(Min deposit ₹${min})` : ''}
            </label>
            <input
              id="dep-amount"
              className="input"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
            />
          </div>
          <div className="form-field">
            <label htmlFor="dep-utr">Transaction id/UTR</label>
            <input
              id="dep-utr"
              className="input"
              value={utr}
              maxLength={40}
              autoComplete="off"
              onChange={(e) => setUtr(e.target.value)}
            />
          </div>
          <ol className="dep-steps">
            <li>Scan the QR code with {method} or any UPI app and pay the amount.</li>
            <li>Copy the Transaction id/UTR from your payment app.</li>
            <li>Enter the amount and the Transaction id/UTR here and press Submit.</li>
          </ol>
          <div className="dep-actions">
            <button type="submit" className="btn btn-primary" disabled={deposit.isPending}>
              {deposit.isPending ? 'Submitting...' : 'Submit'}
            </button>
            <button type="button" className="btn" onClick={openSupport}>
              Support
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
  return (
    <MoneyGate title="Deposit Money">
      <DepositForm />
    </MoneyGate>
  );
}
