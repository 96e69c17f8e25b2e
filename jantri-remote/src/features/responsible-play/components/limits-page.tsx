import { Link } from 'react-router-dom';
import { MoneyGate } from '../../../components/wallet/money-gate';
import { useMoneyStatus } from '../../../lib/api/money-status';
import { LimitsForm } from './limits-form';
import { ExclusionCard } from './exclusion-card';
import { StatementButton } from './statement-button';
import '../responsible-play.css';

function Limits() {
  const status = useMoneyStatus();
  if (status.isPending)
    return (
      <div className="page" role="status">
        <span className="spinner" aria-hidden="true" /> Loading...
      </div>
    );
  if (status.isError)
    return (
      <p className="page form-error" role="alert">
        {status.error.message}
      </p>
    );
  const data = status.data.data;
  return (
    <section className="page rp-page">
      <div className="wui-head">
        <h1 className="page-title">Limits and self-exclusion</h1>
        <StatementButton />
        <Link to="/game" className="btn btn-small">
          Back
        </Link>
      </div>
      <p className="muted">
        Play for fun, set limits you can afford, and stop when you want to.{' '}
        <Link to="/terms#responsible-play">Responsible play</Link>
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
  return (
    <MoneyGate title="Limits and self-exclusion">
      <Limits />
    </MoneyGate>
  );
}
