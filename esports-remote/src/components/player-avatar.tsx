import { getRuntimeConfig } from '@bgmi/shared';

/** A round avatar: the profile image when the player has one, else the name's first letter. */
export function PlayerAvatar({ name, image }: { name: string; image?: string | null }) {
  if (image) {
    const src = /^https?:\/\//.test(image)
      ? image
      : `${getRuntimeConfig().apiUrl}/uploads/${encodeURIComponent(image)}`;
    return <img className="tm-avatar" src={src} alt="" />;
  }
  return (
    <span className="tm-avatar" aria-hidden="true">
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
