import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './wallet-ui.css';

/** The head of a page off /game (wallet, admin, plans, limits): title, the page's extras, Back. */
export function BackHead({
  title,
  back,
  children,
}: {
  title: string;
  /** The Back link's words, from the page's catalogue. */
  back: string;
  children?: ReactNode;
}) {
  return (
    <div className="wui-head">
      <h1 className="page-title">{title}</h1>
      {children}
      <Link to="/game" className="btn btn-small">
        {back}
      </Link>
    </div>
  );
}
