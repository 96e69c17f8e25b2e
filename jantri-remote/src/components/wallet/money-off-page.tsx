import { Link } from 'react-router-dom';
import { MONEY_MESSAGES } from '@bgmi/shared/day-and-money';
import './wallet-ui.css';

/** `off` mode: why this money screen is closed, and the way to the ledger that still works. */
export function MoneyOffPage({ title }: { title: string }) {
  return (
    <section className="page wui-page">
      <div className="card wui-off" data-testid="money-off">
        <h1 className="page-title">{title}</h1>
        <p>{MONEY_MESSAGES.off}</p>
        <p className="muted" lang="hi">
          इस साइट पर पैसे वाली सुविधाएँ बंद हैं। जंत्री खाता (क्लाइंट, गेम, बेट एंट्री, हिसाब) चालू है।
        </p>
        <p className="muted">
          India&apos;s Promotion and Regulation of Online Gaming Act, 2025 bans online money games
          and their payments, so this site keeps only the bookkeeping.
        </p>
        <div className="wui-off-links">
          <Link className="btn btn-primary" to="/game">
            Open the jantri ledger
          </Link>
          <Link className="btn" to="/hisabKitab">
            Hisab Kitab
          </Link>
          <Link className="btn" to="/terms#responsible-play">
            Responsible play
          </Link>
        </div>
      </div>
    </section>
  );
}
