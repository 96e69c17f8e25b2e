import { useJantriT } from '../../lib/i18n';
import type { ReactNode } from 'react';
import { useWallet } from '@bgmi/shared';
import { moneyAmount, moneyMode } from '../../lib/money-mode';
import { BackHead } from './back-head';

/** Title, the wallet the server last reported, and Back to /game. */
export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  const wallet = useWallet();
  const t = useJantriT();
  return (
    <BackHead title={title} back={t('head.back')}>
      {moneyMode() === 'demo' && (
        <span className="wui-demo-tag" title={t('head.demoTitle')}>
          {t('head.demo')}
        </span>
      )}
      <span className="wui-wallet">
        {t('head.wallet')} <strong data-testid="wallet-balance">{moneyAmount(wallet)}</strong>
      </span>
      {children}
    </BackHead>
  );
}
