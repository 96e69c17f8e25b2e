import { useJantriT } from '../../lib/i18n';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

const KEY = 'bgmi-play-started';
const HOUR = 3_600_000;

/** Real mode: after every hour of play (since the tab opened a money screen), a reminder. */
export function PlayReminder() {
  const [hours, setHours] = useState(0);
  const t = useJantriT();
  useEffect(() => {
    const stored = Number(sessionStorage.getItem(KEY));
    const started = stored > 0 ? stored : Date.now();
    sessionStorage.setItem(KEY, String(started));
    const tick = () => setHours(Math.floor((Date.now() - started) / HOUR));
    tick();
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const [dismissed, setDismissed] = useState(0);
  if (hours < 1 || dismissed === hours) return null;
  return (
    <div className="wui-reminder" role="alert">
      <span>{t('reminder.text', { hours })}</span>
      <Link to="/limits">{t('reminder.limits')}</Link>
      <button type="button" className="btn btn-small" onClick={() => setDismissed(hours)}>
        {t('common.ok')}
      </button>
    </div>
  );
}
