import { zonedDateTime, type TeamRecordEvent } from '@bgmi/shared/day-and-money';
import { useTeamRecord } from '../api/team-record';

const OUTCOME: Record<TeamRecordEvent['outcome'], string> = {
  played: 'Played',
  entered: 'Registered',
  no_show: 'No-show',
  disqualified: 'Disqualified',
};

/** The team's record (issue 22): totals, then each event with how it went there. */
export function TeamRecordSection({ teamId }: { teamId: string }) {
  const record = useTeamRecord(teamId);
  if (record.isPending) return <p className="muted">Loading the record...</p>;
  if (record.isError) return <p className="muted">Could not load the record.</p>;
  const data = record.data;
  return (
    <section aria-label="Record">
      <h3>Record</h3>
      <dl className="tm-facts">
        <dt>Events</dt>
        <dd>{data.events.length}</dd>
        <dt>Matches played</dt>
        <dd>{data.matches_played}</dd>
        <dt>Wins</dt>
        <dd>{data.wins}</dd>
        <dt>Kills</dt>
        <dd>{data.kills}</dd>
        <dt>No-shows</dt>
        <dd>{data.no_shows}</dd>
      </dl>
      {data.bans.map((ban) => (
        <p key={ban.until} className="form-error">
          Banned until {zonedDateTime(ban.until)}: {ban.reason}
        </p>
      ))}
      {data.events.length > 0 && (
        <ul className="tm-plain-list" aria-label="Events of the team">
          {data.events.map((event) => (
            <li key={event.event_id}>
              {event.title}{' '}
              <span className="muted">
                · {zonedDateTime(event.sessionStartTime)} · {OUTCOME[event.outcome]}
                {event.matches_played > 0 &&
                  ` · ${event.matches_played} matches, ${event.wins} wins, ${event.kills} kills`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
