import { useJantriT } from '../../lib/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useWallet } from '@bgmi/shared';
import { moneyAmount, moneyMode } from '../../lib/money-mode';
import './wallet-ui.css';

/** Title, the wallet the server last reported, and Back to /game. */
export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  const wallet = useWallet();
  const t = useJantriT();
  return (
    <div className="wui-head">
      <h1 className="page-title">{title}</h1>
      {moneyMode() === 'demo' && (
        <span className="wui-demo-tag" title={t('head.demoTitle')}>
          {t('head.demo')}
        </span>
      )}
      <span className="wui-wallet">
        {t('head.wallet')} <strong data-testid="wallet-balance">{moneyAmount(wallet)}</strong>
      </span>
      {children}
      <Link to="/game" className="btn btn-small">
        {t('head.back')}
      </Link>
    </div>
  );
}
