import { TEAM_MESSAGES, formatRupees, useSession } from '@bgmi/shared';
import { useTeamInfo } from '../api/get-team-info';
import { Modal } from '@bgmi/shared/ui-kit';
import { StatusIcon } from './status-icon';
import { TeamRecordSection } from './team-record';
import { zonedDateTime } from '@bgmi/shared/time-zone';

const when = (iso: string | null) => (iso ? zonedDateTime(iso) : '-');

/** Team details: leader, active, rank, matches, wins, earnings, members, request history. */
export function TeamDetailsModal({ teamName, onClose }: { teamName: string; onClose: () => void }) {
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId ?? '');
  const info = useTeamInfo(teamName, bgmiUserId);
  const team = info.data;
  return (
    <Modal title={teamName} onClose={onClose} className="tm-modal">
      {info.isPending && <p className="empty-state">Loading team...</p>}
      {info.isError && <p className="empty-state">{TEAM_MESSAGES.fetchTeamInfoFailed}</p>}
      {team && (
        <div className="tm-details">
          <dl className="tm-facts">
            <dt>Leader</dt>
            <dd>
              {team.leader_name} ({team.leader_bgmiId})
            </dd>
            <dt>Active</dt>
            <dd>{team.is_active ? 'Yes' : 'No'}</dd>
            <dt>Rank</dt>
            <dd>{team.team_rank}</dd>
            <dt>Total matches</dt>
            <dd>{team.total_matches_played}</dd>
            <dt>Total wins</dt>
            <dd>{team.total_wins}</dd>
            <dt>Total earnings</dt>
            <dd>{formatRupees(team.total_earnings)}</dd>
          </dl>
          <TeamRecordSection teamId={team._id} />
          <h3>Members</h3>
          <ul className="tm-plain-list" aria-label="Members">
            {team.members.map((member) => (
              <li key={member._id}>
                {member.name} <span className="muted">({member.bgmiUserId})</span>{' '}
                <span
                  className={`badge ${member.role === 'leader' ? 'badge-pending' : 'badge-open'}`}
                >
                  {member.role}
                </span>
              </li>
            ))}
          </ul>
          <h3>Request history</h3>
          {team.request_history.length === 0 ? (
            <p className="muted">No processed requests.</p>
          ) : (
            <ul className="tm-plain-list" aria-label="Request history">
              {team.request_history.map((entry, index) => (
                <li key={`${entry.bgmiUserId}-${index}`}>
                  <StatusIcon status={entry.status} /> {entry.name}{' '}
                  <span className="muted">
                    ({entry.bgmiUserId}) · {entry.status || 'pending'} · {when(entry.processed_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
