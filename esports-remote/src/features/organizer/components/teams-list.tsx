import { useState } from 'react';
import { PageLoading, errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { useEventTeams } from '../api/list-teams';
import { useRemoveTeam } from '../api/remove-team';
import { localTime } from './local-time';
import { TeamDisciplineDialog, type Discipline } from './team-discipline-dialog';

const STATE_LABEL = {
  registered: 'Registered',
  waitlisted: 'Waitlisted',
  checked_in: 'Checked in',
  missed_check_in: 'Missed check-in',
  disqualified: 'Disqualified',
};

/** Slots then the waitlist, with check-in times and Remove / Ban. */
export function TeamsList({ eventId }: { eventId: string }) {
  const teams = useEventTeams(eventId);
  const remove = useRemoveTeam();
  const [dialog, setDialog] = useState<{
    kind: Discipline;
    team: { team_id: string; team_name: string };
  } | null>(null);

  const act = (teamId: string, name: string, ban: boolean) => {
    const verb = ban ? 'Ban' : 'Remove';
    if (!window.confirm(`${verb} ${name} from this event?`)) return;
    remove.mutate(
      { event_id: eventId, team_id: teamId, ban },
      {
        onSuccess: (answer) =>
          notifySuccess(
            answer.promoted_team
              ? `${answer.message} · ${answer.promoted_team} took the slot`
              : answer.message,
          ),
        onError: (error) => notifyError(errorMessage(error, 'Could not remove the team')),
      },
    );
  };

  if (teams.isPending) return <PageLoading label="Loading teams..." />;
  if (teams.isError)
    return (
      <div className="empty-state" role="alert">
        <p>{errorMessage(teams.error, 'Could not load the teams')}</p>
        <button type="button" className="btn" onClick={() => void teams.refetch()}>
          Retry
        </button>
      </div>
    );
  if (!teams.data.length) return <p className="empty-state">No team has registered yet.</p>;
  return (
    <>
      {dialog && (
        <TeamDisciplineDialog
          kind={dialog.kind}
          eventId={eventId}
          team={dialog.team}
          onClose={() => setDialog(null)}
        />
      )}
      <ul className="org-list" aria-label="Teams">
        {teams.data.map((team) => (
          <li key={team.registration_id} className="card org-team">
            <div className="org-team-head">
              <strong>
                {team.slot_no != null ? `#${team.slot_no} ` : `W${team.waitlist_position ?? ''} `}
                {team.team_name}
              </strong>
              <span
                className={`badge ${team.state === 'checked_in' ? 'badge-success' : 'badge-pending'}`}
              >
                {STATE_LABEL[team.state]}
              </span>
            </div>
            <p className="muted org-hint">
              Leader {team.leader_bgmiId} · {team.players.map((p) => p.name).join(', ')}
              {team.checked_in_at ? ` · in at ${localTime(team.checked_in_at)}` : ''}
            </p>
            <div className="org-row">
              <button
                type="button"
                className="btn btn-small"
                disabled={remove.isPending}
                onClick={() => act(team.team_id, team.team_name, false)}
              >
                Remove
              </button>
              <button
                type="button"
                className="btn btn-small btn-danger"
                disabled={remove.isPending}
                onClick={() => act(team.team_id, team.team_name, true)}
              >
                Ban
              </button>
              <button
                type="button"
                className="btn btn-small btn-danger"
                onClick={() => setDialog({ kind: 'disqualify', team })}
              >
                Disqualify
              </button>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setDialog({ kind: 'ban', team })}
              >
                Ban from my events
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
