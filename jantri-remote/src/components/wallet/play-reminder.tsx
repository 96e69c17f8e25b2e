import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

const KEY = 'bgmi-play-started';
const HOUR = 3_600_000;

/** Real mode: after every hour of play (since the tab opened a money screen), a reminder. */
export function PlayReminder() {
  const [hours, setHours] = useState(0);
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
      <span>
        You have been playing for {hours} hour{hours > 1 ? 's' : ''}. Take a break?
      </span>
      <Link to="/limits">Limits and self-exclusion</Link>
      <button type="button" className="btn btn-small" onClick={() => setDismissed(hours)}>
        OK
      </button>
    </div>
  );
}
