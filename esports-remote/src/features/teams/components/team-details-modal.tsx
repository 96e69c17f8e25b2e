import { formatRupees, useSession } from '@bgmi/shared';
import { useTeamInfo } from '../api/get-team-info';
import { Modal } from '@bgmi/shared/ui-kit';
import { StatusIcon } from './status-icon';
import { TeamRecordSection } from './team-record';
import { zonedDateTime } from '@bgmi/shared/time-zone';
import { useTeamsT } from '../i18n';

const when = (iso: string | null) => (iso ? zonedDateTime(iso) : '-');

/** Team details: leader, active, rank, matches, wins, earnings, members, request history. */
export function TeamDetailsModal({ teamName, onClose }: { teamName: string; onClose: () => void }) {
  const t = useTeamsT();
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId ?? '');
  const info = useTeamInfo(teamName, bgmiUserId);
  const team = info.data;
  return (
    <Modal title={teamName} onClose={onClose} className="tm-modal">
      {info.isPending && <p className="empty-state">{t('details.loading')}</p>}
      {info.isError && <p className="empty-state">{t('msg.fetchTeamInfoFailed')}</p>}
      {team && (
        <div className="tm-details">
          <dl className="tm-facts">
            <dt>{t('details.leader')}</dt>
            <dd>
              {team.leader_name} ({team.leader_bgmiId})
            </dd>
            <dt>{t('details.active')}</dt>
            <dd>{team.is_active ? t('details.yes') : t('details.no')}</dd>
            <dt>{t('details.rank')}</dt>
            <dd>{team.team_rank}</dd>
            <dt>{t('details.matches')}</dt>
            <dd>{team.total_matches_played}</dd>
            <dt>{t('details.wins')}</dt>
            <dd>{team.total_wins}</dd>
            <dt>{t('details.earnings')}</dt>
            <dd>{formatRupees(team.total_earnings)}</dd>
          </dl>
          <TeamRecordSection teamId={team._id} />
          <h3>{t('details.members')}</h3>
          <ul className="tm-plain-list" aria-label={t('details.members')}>
            {team.members.map((member) => (
              <li key={member._id}>
                {member.name} <span className="muted">({member.bgmiUserId})</span>{' '}
                <span
                  className={`badge ${member.role === 'leader' ? 'badge-pending' : 'badge-open'}`}
                >
                  {t(`role.${member.role}`)}
                </span>
              </li>
            ))}
          </ul>
          <h3>{t('details.history')}</h3>
          {team.request_history.length === 0 ? (
            <p className="muted">{t('details.noHistory')}</p>
          ) : (
            <ul className="tm-plain-list" aria-label={t('details.history')}>
              {team.request_history.map((entry, index) => (
                <li key={`${entry.bgmiUserId}-${index}`}>
                  <StatusIcon status={entry.status} /> {entry.name}{' '}
                  <span className="muted">
                    ({entry.bgmiUserId}) · {t(`details.historyStatus.${entry.status || 'pending'}`)}{' '}
                    · {when(entry.processed_at)}
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
