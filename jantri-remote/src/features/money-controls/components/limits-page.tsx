import { useResponsiblePlayT } from '../i18n';
import { Link } from 'react-router-dom';
import { MoneyGate } from '../../../components/wallet/money-gate';
import { MoneyStatusWait } from '../../../components/wallet/money-status-wait';
import { useMoneyStatus } from '../../../lib/api/money-status';
import { LimitsForm } from './limits-form';
import { ExclusionCard } from './exclusion-card';
import { StatementButton } from './statement-button';
import '../money-controls.css';
import { BackHead } from '../../../components/wallet/back-head';

function Limits() {
  const status = useMoneyStatus();
  const t = useResponsiblePlayT();
  if (status.isPending || status.isError) return <MoneyStatusWait error={status.error} />;
  const data = status.data.data;
  return (
    <section className="page rp-page">
      <BackHead title={t('page.title')} back={t('page.back')}>
        <StatementButton />
      </BackHead>
      <p className="muted">
        {t('page.intro')} <Link to="/terms#responsible-play">{t('page.responsible')}</Link>
      </p>
      <div className="rp-grid">
        <LimitsForm status={data} />
        <ExclusionCard status={data} />
      </div>
    </section>
  );
}

/** /limits: real money mode's responsible-play controls and the statement. */
export default function LimitsPage() {
  const t = useResponsiblePlayT();
  return (
    <MoneyGate title={t('page.title')}>
      <Limits />
    </MoneyGate>
  );
}
