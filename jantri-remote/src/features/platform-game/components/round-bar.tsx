import { usePlatformGameT } from '../i18n';
import { useRoundState } from '../api/round';
import { formatCountdown, useCountdown } from '../use-countdown';
import { Icon } from '@bgmi/shared/ui-kit';

/** The running round: its id, the time left, and the published hash of its seed. */
export function RoundBar({ onMenu, onAmounts }: { onMenu: () => void; onAmounts: () => void }) {
  const details = useRoundState();
  const t = usePlatformGameT();
  const left = useCountdown(details?.ends_at);
  const id = details?.current_session_id;
  const hash = details?.seed_hash;
  return (
    <div className="gm-round">
      <button
        type="button"
        className="btn btn-small gm-menu-btn"
        onClick={onMenu}
        data-tap="game-menu"
        aria-label={t('bar.openMenu')}
      >
        <Icon name="menu" />
        {t('bar.menu')}
      </button>
      <div className="gm-round-info">
        <span className="muted">{t('bar.session')}</span>
        <strong data-testid="round-id">{id ? `#${id}` : t('bar.waiting')}</strong>
      </div>
      <div className="gm-round-info" aria-live="off">
        <span className="muted">{t('bar.endsIn')}</span>
        <strong className="gm-countdown" data-testid="round-countdown">
          {left === null ? '--:--' : left === 0 ? t('bar.resultSoon') : formatCountdown(left)}
        </strong>
      </div>
      {/* Its place is kept while the round loads: the bar's items do not move when it comes. */}
      <span className="gm-hash muted" title={hash ? t('bar.hashTitle', { hash }) : undefined}>
        {hash ? t('bar.hash', { hash: hash.slice(0, 10) }) : ''}
      </span>
      <button type="button" className="btn btn-small" onClick={onAmounts} data-tap="game-amounts">
        {t('bar.amounts')}
      </button>
    </div>
  );
}
