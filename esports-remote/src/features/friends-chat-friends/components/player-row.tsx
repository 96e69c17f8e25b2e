import type { ReactNode } from 'react';
import { PlayerAvatar } from '../../../components/player-avatar';
import { useFriendsT } from '../i18n';

/** One player of a friends list: avatar, name and game id, then what the list offers (a button). */
export function PlayerRow({
  player,
  children,
}: {
  player: { name: string; bgmiUserId: string; profileImage?: string | null };
  children: ReactNode;
}) {
  const t = useFriendsT();
  return (
    <li className="card tm-row">
      <PlayerAvatar name={player.name} image={player.profileImage} />
      <div className="tm-row-main">
        <p className="tm-name">{player.name}</p>
        <p className="muted">{t('gameId', { id: player.bgmiUserId })}</p>
      </div>
      {children}
    </li>
  );
}
