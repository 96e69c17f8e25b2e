import { useState } from 'react';
import { TEAM_MESSAGES, useSession, type TeamSummary } from '@bgmi/shared';
import { useAllTeams } from '../api/get-all-teams';
import { useHandleCancelLeave } from '../api/handle-cancel-leave';
import { JoinRequestDialog } from './join-request-dialog';
import { TeamDetailsModal } from './team-details-modal';

const membersLabel = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** Teams: My Teams (tick, delete/leave cross, Check Details) and Other Teams (Request to Join). */
export function TeamsTab() {
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId ?? '');
  const teams = useAllTeams(bgmiUserId);
  const cancelLeave = useHandleCancelLeave();
  const [details, setDetails] = useState<string | null>(null);
  const [joining, setJoining] = useState<string | null>(null);

  const removeOrLeave = (team: TeamSummary) => {
    const question = team.is_leader
      ? `Delete the team "${team.team_name}"? This cannot be undone.`
      : `Leave the team "${team.team_name}"?`;
    if (!window.confirm(question)) return;
    cancelLeave.mutate({
      team_name: team.team_name,
      bgmiUserId,
      action: team.is_leader ? 'delete' : 'leave',
    });
  };

  if (teams.isPending) return <p className="empty-state">Loading teams...</p>;
  if (teams.isError) return <p className="empty-state">{TEAM_MESSAGES.fetchTeamsFailed}</p>;
  const { my_teams: mine, other_teams: others } = teams.data;
  return (
    <div className="tm-teams">
      <section aria-labelledby="tm-my-teams">
        <h2 id="tm-my-teams" className="section-title">
          My Teams
        </h2>
        {mine.length === 0 && (
          <p className="empty-state">You are not in a team yet. Create one or request to join.</p>
        )}
        <ul className="tm-list tm-rows" aria-label="My Teams">
          {mine.map((team) => (
            <li key={team._id} className="card tm-row">
              <span className="tm-tick" aria-label="Member">
                ✓
              </span>
              <div className="tm-row-main">
                <p className="tm-name">{team.team_name}</p>
                <p className="muted">
                  {team.is_leader ? 'Leader' : `Leader: ${team.leader_name}`} ·{' '}
                  {membersLabel(team.members_count)}
                </p>
              </div>
              <div className="tm-actions">
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => setDetails(team.team_name)}
                >
                  Check Details
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger tm-cross"
                  aria-label={`${team.is_leader ? 'Delete' : 'Leave'} team ${team.team_name}`}
                  title={team.is_leader ? 'Delete team' : 'Leave team'}
                  disabled={cancelLeave.isPending}
                  onClick={() => removeOrLeave(team)}
                >
                  ✕
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tm-other-teams">
        <h2 id="tm-other-teams" className="section-title">
          Other Teams
        </h2>
        {others.length === 0 && <p className="empty-state">No other teams yet.</p>}
        <ul className="tm-list tm-rows" aria-label="Other Teams">
          {others.map((team) => (
            <li key={team._id} className="card tm-row">
              <div className="tm-row-main">
                <p className="tm-name">{team.team_name}</p>
                <p className="muted">
                  Leader: {team.leader_name} · {membersLabel(team.members_count)}
                </p>
              </div>
              <div className="tm-actions">
                <button
                  type="button"
                  className="btn btn-small btn-primary"
                  disabled={team.pending_request}
                  onClick={() => setJoining(team.team_name)}
                >
                  {team.pending_request ? 'Request Sent' : 'Request to Join'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {details && <TeamDetailsModal teamName={details} onClose={() => setDetails(null)} />}
      {joining && <JoinRequestDialog teamName={joining} onClose={() => setJoining(null)} />}
    </div>
  );
}
