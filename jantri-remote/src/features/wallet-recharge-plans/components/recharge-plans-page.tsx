import { useJantriT } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useRechargePlansT } from '../i18n';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, sessionStore } from '@bgmi/shared';
import { type Plan, type RechargeData } from '@bgmi/shared/jantri-contract';
import { usePlans } from '../api/get-recharge';
import { PlanCard } from './plan-card';
import { ConfirmPurchaseModal } from './confirm-purchase-modal';
import { MoneyGate } from '../../../components/wallet/money-gate';
import { moneyMode } from '../../../lib/money-mode';
import '../wallet-recharge-plans.css';
import '../../../components/wallet/wallet-ui.css';
import { BackHead } from '../../../components/wallet/back-head';

/** Spec section 9: confirming goes to the deposit page after 500 ms. */
export const PLAN_NAVIGATION_DELAY_MS = 500;

/** Plans are bought with money (a deposit): the page goes through the money gate (DESIGN 8). */
export default function RechargePlansPage() {
  const t = useRechargePlansT();
  return (
    <MoneyGate title={t('page.title')}>
      <PlansList />
    </MoneyGate>
  );
}

/** In demo mode plans are shown, never sold: no prices in rupees, no Buy buttons. */
function PlansList() {
  const demo = moneyMode() === 'demo';
  const t = useRechargePlansT();
  const tj = useJantriT();
  const say = useSpecWords();
  const plans = usePlans();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = () => {
    const user = sessionStore.getState().userinfo;
    if (!chosen) return;
    if (!user) {
      notifyError(t('page.loginFirst'));
      navigate('/login');
      return;
    }
    const rechargeData: RechargeData = {
      bgmiUserId: user.bgmiUserId,
      username: user.username,
      user_id: user.userId,
      plan_amount: chosen.price,
      validity_days: chosen.validity_days,
      plan_name: chosen.name,
    };
    setBusy(true);
    timer.current = setTimeout(() => {
      navigate('/deposit/depositMoney', { state: { amount: chosen.price, rechargeData } });
    }, PLAN_NAVIGATION_DELAY_MS);
  };

  const list = plans.data?.data ?? [];
  return (
    <section className="page">
      <BackHead title={t('page.title')} back={t('page.back')} />
      {demo && (
        <p className="card rp-demo-note" role="note" data-testid="plans-demo-note">
          <span className="wui-demo-tag">{t('page.demo')}</span> {t('page.demoNote')}
        </p>
      )}
      {plans.isPending ? (
        <p className="page-loading" role="status">
          {tj('common.loading')}
        </p>
      ) : plans.isError ? (
        <p className="form-error" role="alert">
          {say(plans.error.message)}
        </p>
      ) : list.length === 0 ? (
        <p className="empty-state">{say('wallet.noData')}</p>
      ) : (
        <div className="rp-grid">
          {list.map((plan) => (
            <PlanCard key={plan._id} plan={plan} onChoose={demo ? undefined : setChosen} />
          ))}
        </div>
      )}
      {chosen && (
        <ConfirmPurchaseModal
          plan={chosen}
          busy={busy}
          onCancel={() => setChosen(null)}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}
