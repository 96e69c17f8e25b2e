import { useState } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { DEMO_DAILY_CAP } from '@bgmi/shared/day-and-money';
import { PageHead } from '../../../components/wallet/page-head';
import { useAddDemoCredits } from '../api/add-demo-credits';

const CHOICES = [500, 1000, 5000];

/** Demo mode's deposit page: no QR and no UTR, an Add demo credits button instead. */
export function DemoCreditsPanel() {
  const add = useAddDemoCredits();
  const [amount, setAmount] = useState(1000);
  const [addedToday, setAddedToday] = useState<number | null>(null);
  const submit = () =>
    add.mutate(amount, {
      onSuccess: (answer) => {
        setAddedToday(answer.added_today);
        notifySuccess(answer.message);
      },
      onError: (error) => notifyError(error.message),
    });
  return (
    <section className="page wui-page">
      <PageHead title="Deposit Money" />
      <div className="card form dep-demo" data-testid="demo-credits">
        <p>
          <span className="wui-demo-tag">Demo</span> This site runs in demo mode: amounts are demo
          credits, not money. Nothing is paid in or out.
        </p>
        <p className="muted" lang="hi">
          डेमो मोड: यहाँ सभी राशियाँ डेमो क्रेडिट हैं, असली पैसा नहीं।
        </p>
        <div className="form-field">
          <label htmlFor="demo-amount">Demo credits to add</label>
          <select
            id="demo-amount"
            className="select"
            value={amount}
            onChange={(e) => setAmount(Number(e.target.value))}
          >
            {CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice.toLocaleString('en-IN')} demo credits
              </option>
            ))}
          </select>
        </div>
        <p className="muted">
          At most {DEMO_DAILY_CAP.toLocaleString('en-IN')} demo credits a day
          {addedToday !== null ? ` (${addedToday.toLocaleString('en-IN')} added today)` : ''}.
        </p>
        <button type="button" className="btn btn-primary" onClick={submit} disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add demo credits'}
        </button>
      </div>
    </section>
  );
}
