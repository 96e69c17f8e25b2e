import { formatNumber } from '@bgmi/shared/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useDepositT } from '../i18n';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { DEMO_DAILY_CAP } from '@bgmi/shared/day-and-money';
import { PageHead } from '../../../components/wallet/page-head';
import { useAddDemoCredits } from '../api/add-demo-credits';
import { FormField } from '@bgmi/shared/ui-kit';

const CHOICES = [500, 1000, 5000];

/** Demo mode's deposit page: no QR and no UTR, an Add demo credits button instead. */
export function DemoCreditsPanel() {
  const add = useAddDemoCredits();
  const t = useDepositT();
  const say = useSpecWords();
  const [amount, setAmount] = useState(1000);
  const [addedToday, setAddedToday] = useState<number | null>(null);
  const submit = () =>
    add.mutate(amount, {
      onSuccess: (answer) => {
        setAddedToday(answer.added_today);
        notifySuccess(say(answer.message));
      },
      onError: (error) => notifyError(say(error.message)),
    });
  return (
    <section className="page wui-page">
      <PageHead title={t('money.title')} />
      <div className="card form dep-demo" data-testid="demo-credits">
        <p>
          <span className="wui-demo-tag">{t('demo.tag')}</span> {t('demo.intro')}
        </p>
        <FormField id="demo-amount" label={t('demo.add')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={amount}
              onChange={(e) => setAmount(Number(e.target.value))}
            >
              {CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t('demo.choice', { amount: formatNumber(choice) })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <p className="muted">
          {t('demo.cap', { cap: formatNumber(DEMO_DAILY_CAP) })}
          {addedToday !== null ? t('demo.today', { added: formatNumber(addedToday) }) : ''}.
        </p>
        <button type="button" className="btn btn-primary" onClick={submit} disabled={add.isPending}>
          {add.isPending ? t('demo.adding') : t('demo.submit')}
        </button>
      </div>
    </section>
  );
}
