import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees, useSession } from '@bgmi/shared';
import './wallet-ui.css';

/** Title, the wallet the server last reported, and Back to /game. */
export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  const wallet = useSession((state) => state.userinfo?.wallet ?? 0);
  return (
    <div className="wui-head">
      <h1 className="page-title">{title}</h1>
      <span className="wui-wallet">
        Wallet: <strong data-testid="wallet-balance">{formatRupees(wallet)}</strong>
      </span>
      {children}
      <Link to="/game" className="btn btn-small">
        Back
      </Link>
    </div>
  );
}
