import { logoutAndGoHome, notifyError, notifySuccess } from '@bgmi/shared';
import { ConfirmDialog } from '@bgmi/shared/ui-kit';
import { useLogoutEverywhere } from '../api/logout-everywhere';

/** "Log out everywhere" (issue 25): every session of the account ends, this one too. */
export default function LogoutEverywhereDialog({ onClose }: { onClose: () => void }) {
  const logout = useLogoutEverywhere();
  const confirm = () =>
    logout.mutate(undefined, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        logoutAndGoHome();
      },
      onError: (error) => notifyError(error.message),
    });
  return (
    <ConfirmDialog
      title="Log out everywhere?"
      confirmLabel="Log out everywhere"
      busyLabel="Logging out..."
      tone="danger"
      busy={logout.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        Every phone and browser logged in to your account is logged out, this one too. Use it if you
        lost a phone or logged in on someone else&apos;s.
      </p>
    </ConfirmDialog>
  );
}
