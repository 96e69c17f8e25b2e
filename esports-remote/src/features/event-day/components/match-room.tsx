import { ApiError } from '@bgmi/shared';
import { zonedTime, type EventMatch } from '@bgmi/shared/day-and-money';
import { useRoomDetails } from '../api/room-details';
import { CopyButton } from './copy-button';
import { formatCountdown, useNow } from './use-now';

interface Props {
  match: EventMatch;
  /** The caller's team is checked in (only then is the room theirs to see). */
  checkedIn: boolean;
}

/** One match for a player: countdown to the room release, then room ID and password to copy. */
export function MatchRoom({ match, checkedIn }: Props) {
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
        aria-label={`Room release of match ${match.match_no}`}
      >
        Room ID in <strong>{formatCountdown(releaseAt - now)}</strong>
      </p>
    );
  } else if (!checkedIn) {
    body = <p className="muted">Room details go to the players of checked-in teams.</p>;
  } else if (!match.has_room && !room.data) {
    body = <p className="muted">The organiser has not entered the room yet.</p>;
  } else if (room.isPending) {
    body = <p className="muted">Getting the room...</p>;
  } else if (room.isError) {
    body = (
      <p className="form-error" role="alert">
        {room.error instanceof ApiError ? room.error.message : 'Could not get the room'}
      </p>
    );
  } else {
    body = (
      <dl className="ed-room" aria-label={`Room of match ${match.match_no}`}>
        <div>
          <dt>Room ID</dt>
          <dd>
            <code>{room.data.room_id}</code>
            <CopyButton value={room.data.room_id} label="room ID" />
          </dd>
        </div>
        <div>
          <dt>Password</dt>
          <dd>
            <code>{room.data.room_password}</code>
            <CopyButton value={room.data.room_password} label="password" />
          </dd>
        </div>
      </dl>
    );
  }

  return (
    <li className="card ed-match" aria-label={`Match ${match.match_no}`}>
      <header className="ed-match-head">
        <strong>
          Match {match.match_no} · {match.map}
        </strong>
        <span className="muted">{zonedTime(match.start_time)}</span>
        {match.results_posted && <span className="badge badge-success">Results</span>}
      </header>
      {body}
    </li>
  );
}
