import { useJantriT } from '../../lib/i18n';
import { useSpecWords } from '../../lib/spec-words';
import { Link } from 'react-router-dom';
import './wallet-ui.css';

/** `off` mode: why this money screen is closed, and the way to the ledger that still works. */
export function MoneyOffPage({ title }: { title: string }) {
  const t = useJantriT();
  const say = useSpecWords();
  return (
    <section className="page wui-page">
      <div className="card wui-off" data-testid="money-off">
        <h1 className="page-title">{title}</h1>
        <p>{say('money.off')}</p>
        <p className="muted">{t('off.law')}</p>
        <div className="wui-off-links">
          <Link className="btn btn-primary" to="/game">
            {t('off.ledger')}
          </Link>
          <Link className="btn" to="/hisabKitab">
            {t('off.hisab')}
          </Link>
          <Link className="btn" to="/terms#responsible-play">
            {t('off.responsible')}
          </Link>
        </div>
      </div>
    </section>
  );
}
