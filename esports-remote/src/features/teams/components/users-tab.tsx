import { useMatchMakingPlayers } from '../api/get-match-making-players';
import { PlayerAvatar } from '../../../components/player-avatar';
import { useTeamsT } from '../i18n';

/** Users: player cards with avatar, name, game id and team name (or None). */
export function UsersTab() {
  const t = useTeamsT();
  const players = useMatchMakingPlayers();

  if (players.isPending) return <p className="empty-state">{t('users.loading')}</p>;
  if (players.isError) return <p className="empty-state">{t('msg.fetchPlayersFailed')}</p>;
  if (players.data.length === 0) return <p className="empty-state">{t('users.empty')}</p>;
  return (
    <ul className="card-grid tm-list" aria-label={t('users.label')}>
      {players.data.map((player) => (
        <li key={player._id} className="card tm-player">
          <PlayerAvatar name={player.name} image={player.profileImage} />
          <div className="tm-player-text">
            <p className="tm-name">{player.name}</p>
            <p className="muted">{t('users.gameId', { id: player.bgmiUserId })}</p>
            <p className="muted">
              {t('users.team', {
                teams: player.team_name.length ? player.team_name.join(', ') : t('users.none'),
              })}
            </p>
            {player.match_making && <span className="badge badge-open">{t('users.looking')}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
