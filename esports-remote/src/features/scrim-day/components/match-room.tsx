import { ApiError } from '@bgmi/shared';
import { zonedTime, type EventMatch } from '@bgmi/shared/day-and-money';
import { useRoomDetails } from '../api/room-details';
import { CopyButton } from './copy-button';
import { formatCountdown, useNow } from './use-now';
import { useEventDayT } from '../i18n';

interface Props {
  match: EventMatch;
  /** The caller's team is checked in (only then is the room theirs to see). */
  checkedIn: boolean;
}

/** One match for a player: countdown to the room release, then room ID and password to copy. */
export function MatchRoom({ match, checkedIn }: Props) {
  const t = useEventDayT();
  const now = useNow();
  const releaseAt = Date.parse(match.room_release_at);
  const released = now >= releaseAt;
  const room = useRoomDetails(match._id, checkedIn && released && match.has_room);

  let body;
  if (!released) {
    body = (
      <p
        className="ed-countdown"
        role="timer"
        aria-label={t('room.releaseLabel', { number: match.match_no })}
      >
        {t('room.in')} <strong>{formatCountdown(releaseAt - now)}</strong>
      </p>
    );
  } else if (!checkedIn) {
    body = <p className="muted">{t('room.notCheckedIn')}</p>;
  } else if (!match.has_room && !room.data) {
    body = <p className="muted">{t('room.notEntered')}</p>;
  } else if (room.isPending) {
    body = <p className="muted">{t('room.getting')}</p>;
  } else if (room.isError) {
    body = (
      <p className="form-error" role="alert">
        {room.error instanceof ApiError ? room.error.message : t('room.failed')}
      </p>
    );
  } else {
    body = (
      <dl className="ed-room" aria-label={t('room.label', { number: match.match_no })}>
        <div>
          <dt>{t('room.id')}</dt>
          <dd>
            <code>{room.data.room_id}</code>
            <CopyButton value={room.data.room_id} label={t('room.idLower')} />
          </dd>
        </div>
        <div>
          <dt>{t('room.password')}</dt>
          <dd>
            <code>{room.data.room_password}</code>
            <CopyButton value={room.data.room_password} label={t('room.passwordLower')} />
          </dd>
        </div>
      </dl>
    );
  }

  return (
    <li className="card ed-match" aria-label={t('match.label', { number: match.match_no })}>
      <header className="ed-match-head">
        <strong>{t('match.title', { number: match.match_no, map: match.map })}</strong>
        <span className="muted">{zonedTime(match.start_time)}</span>
        {match.results_posted && <span className="badge badge-success">{t('match.results')}</span>}
      </header>
      {body}
    </li>
  );
}
