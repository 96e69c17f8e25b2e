import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { logoutAndGoHome, useSession } from '@bgmi/shared';
import { Avatar } from './avatar';

/**
 * The logged-in user's avatar and dropdown. A click outside closes it. The profile fields and
 * match making are added by the esports profile work.
 */
export function ProfileMenu() {
  const userinfo = useSession((state) => state.userinfo);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!userinfo) return null;
  return (
    <div className="profile-menu" ref={ref}>
      <button
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Profile of ${userinfo.name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={userinfo.name} />
      </button>
      {open && (
        <div className="profile-dropdown" role="menu">
          <p className="profile-name">{userinfo.name}</p>
          <p className="muted profile-id">BGMI ID: {userinfo.bgmiUserId}</p>
          <Link className="btn btn-small" to="/game" onClick={() => setOpen(false)}>
            Jantri
          </Link>
          <button type="button" className="btn btn-danger btn-small" onClick={logoutAndGoHome}>
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
