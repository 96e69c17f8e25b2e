import { TEAM_MESSAGES } from '@bgmi/shared';
import { useMatchMakingPlayers } from '../api/get-match-making-players';
import { PlayerAvatar } from '../../../components/player-avatar';

/** Users: player cards with avatar, name, game id and team name (or None). */
export function UsersTab() {
  const players = useMatchMakingPlayers();

  if (players.isPending) return <p className="empty-state">Loading players...</p>;
  if (players.isError) return <p className="empty-state">{TEAM_MESSAGES.fetchPlayersFailed}</p>;
  if (players.data.length === 0) return <p className="empty-state">No other players yet.</p>;
  return (
    <ul className="card-grid tm-list" aria-label="Players">
      {players.data.map((player) => (
        <li key={player._id} className="card tm-player">
          <PlayerAvatar name={player.name} image={player.profileImage} />
          <div className="tm-player-text">
            <p className="tm-name">{player.name}</p>
            <p className="muted">Game ID: {player.bgmiUserId}</p>
            <p className="muted">
              Team: {player.team_name.length ? player.team_name.join(', ') : 'None'}
            </p>
            {player.match_making && <span className="badge badge-open">Looking for a team</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
