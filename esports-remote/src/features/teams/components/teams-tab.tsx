import { useState } from 'react';
import { useSession, type TeamSummary } from '@bgmi/shared';
import { useAllTeams } from '../api/get-all-teams';
import { useHandleCancelLeave } from '../api/handle-cancel-leave';
import { JoinRequestDialog } from './join-request-dialog';
import { TeamDetailsModal } from './team-details-modal';
import { useTeamsT } from '../i18n';

/** Teams: My Teams (tick, delete/leave cross, Check Details) and Other Teams (Request to Join). */
export function TeamsTab() {
  const t = useTeamsT();
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId ?? '');
  const teams = useAllTeams(bgmiUserId);
  const cancelLeave = useHandleCancelLeave();
  const [details, setDetails] = useState<string | null>(null);
  const [joining, setJoining] = useState<string | null>(null);

  const removeOrLeave = (team: TeamSummary) => {
    const question = team.is_leader
      ? t('teams.deleteConfirm', { team: team.team_name })
      : t('teams.leaveConfirm', { team: team.team_name });
    if (!window.confirm(question)) return;
    cancelLeave.mutate({
      team_name: team.team_name,
      bgmiUserId,
      action: team.is_leader ? 'delete' : 'leave',
    });
  };

  if (teams.isPending) return <p className="empty-state">{t('teams.loading')}</p>;
  if (teams.isError) return <p className="empty-state">{t('msg.fetchTeamsFailed')}</p>;
  const { my_teams: mine, other_teams: others } = teams.data;
  return (
    <div className="tm-teams">
      <section aria-labelledby="tm-my-teams">
        <h2 id="tm-my-teams" className="section-title">
          {t('teams.mine')}
        </h2>
        {mine.length === 0 && <p className="empty-state">{t('teams.mineEmpty')}</p>}
        <ul className="tm-list tm-rows" aria-label={t('teams.mine')}>
          {mine.map((team) => (
            <li key={team._id} className="card tm-row">
              <span className="tm-tick" aria-label={t('teams.member')}>
                ✓
              </span>
              <div className="tm-row-main">
                <p className="tm-name">{team.team_name}</p>
                <p className="muted">
                  {team.is_leader
                    ? t('teams.leader')
                    : t('teams.leaderName', { name: team.leader_name })}{' '}
                  · {t('teams.members', { count: team.members_count })}
                </p>
              </div>
              <div className="tm-actions">
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => setDetails(team.team_name)}
                >
                  {t('teams.details')}
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger tm-cross"
                  aria-label={t(team.is_leader ? 'teams.deleteLabel' : 'teams.leaveLabel', {
                    team: team.team_name,
                  })}
                  title={team.is_leader ? t('teams.delete') : t('teams.leave')}
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
          {t('teams.others')}
        </h2>
        {others.length === 0 && <p className="empty-state">{t('teams.othersEmpty')}</p>}
        <ul className="tm-list tm-rows" aria-label={t('teams.others')}>
          {others.map((team) => (
            <li key={team._id} className="card tm-row">
              <div className="tm-row-main">
                <p className="tm-name">{team.team_name}</p>
                <p className="muted">
                  {t('teams.leaderName', { name: team.leader_name })} ·{' '}
                  {t('teams.members', { count: team.members_count })}
                </p>
              </div>
              <div className="tm-actions">
                <button
                  type="button"
                  className="btn btn-small btn-primary"
                  disabled={team.pending_request}
                  onClick={() => setJoining(team.team_name)}
                >
                  {team.pending_request ? t('teams.requestSent') : t('teams.requestJoin')}
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
