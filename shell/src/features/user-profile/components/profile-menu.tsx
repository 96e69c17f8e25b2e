import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useCloseOutside } from '../../../lib/use-close-outside';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { getRuntimeConfig, useSession } from '@bgmi/shared';
import { useLogout } from '../api/logout';
import { useProfileT } from '../i18n';
import { Avatar } from './avatar';
import { ProfileDetails } from './profile-details';
import '../user-profile.css';

// The account dialogs (issue 25) load on first use, with the UI kit, out of the first paint.
const ChangePasswordDialog = lazy(() => import('./change-password-dialog'));
const LogoutEverywhereDialog = lazy(() => import('./logout-everywhere-dialog'));
type AccountDialog = 'change-password' | 'logout-everywhere' | null;

/**
 * The logged-in user's avatar and dropdown (esports spec: profile menu). A click outside or
 * Escape closes it, which unmounts the fields and so cancels all editing.
 */
export function ProfileMenu() {
  const userinfo = useSession((state) => state.userinfo);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<AccountDialog>(null);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const logout = useLogout();
  const t = useProfileT();

  // While an account dialog is up, its presses and Escape are its own: the menu does not listen.
  useCloseOutside(ref, open && !dialog, close);
  const openDialog = (which: AccountDialog) => {
    setOpen(false);
    setDialog(which);
  };

  if (!userinfo) return null;
  return (
    <div className="profile-menu" ref={ref}>
      <button
        type="button"
        className="avatar-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('profile.of', { name: userinfo.name })}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={userinfo.name} />
      </button>
      {open && (
        <div className="profile-dropdown" role="dialog" aria-label={t('profile.title')}>
          <ProfileDetails userinfo={userinfo} />
          <div className="pf-links">
            <Link className="btn btn-small" to="/game" onClick={() => setOpen(false)}>
              {t('profile.jantri')}
            </Link>
            {(userinfo.isOrganizer || userinfo.isAdmin) && (
              <Link className="btn btn-small" to="/organizer" onClick={() => setOpen(false)}>
                {t('profile.organizer')}
              </Link>
            )}
            {getRuntimeConfig().moneyMode === 'real' && (
              <Link className="btn btn-small" to="/limits" onClick={() => setOpen(false)}>
                {t('profile.limits')}
              </Link>
            )}
            {userinfo.isAdmin && (
              <Link className="btn btn-small" to="/admin" onClick={() => setOpen(false)}>
                {t('profile.admin')}
              </Link>
            )}
            <button
              type="button"
              className="btn btn-small"
              onClick={() => openDialog('change-password')}
            >
              {t('profile.changePassword')}
            </button>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => openDialog('logout-everywhere')}
            >
              {t('profile.logoutEverywhere')}
            </button>
            <button type="button" className="btn btn-danger btn-small" onClick={logout}>
              {t('profile.logout')}
            </button>
          </div>
        </div>
      )}
      {/* Out of the header: its sticky box would otherwise hold the fixed dialog. */}
      {dialog &&
        createPortal(
          <Suspense fallback={null}>
            {dialog === 'change-password' && (
              <ChangePasswordDialog onClose={() => setDialog(null)} />
            )}
            {dialog === 'logout-everywhere' && (
              <LogoutEverywhereDialog onClose={() => setDialog(null)} />
            )}
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
