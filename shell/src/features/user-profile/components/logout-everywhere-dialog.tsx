import { logoutAndGoHome, notifyError, notifySuccess } from '@bgmi/shared';
import { ConfirmDialog } from '@bgmi/shared/ui-kit';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { useProfileT } from '../i18n';

/** "Log out everywhere" (issue 25): every session of the account ends, this one too. */
export default function LogoutEverywhereDialog({ onClose }: { onClose: () => void }) {
  const logout = useLogoutEverywhere();
  const t = useProfileT();
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
      title={t('everywhere.title')}
      confirmLabel={t('profile.logoutEverywhere')}
      busyLabel={t('everywhere.busy')}
      tone="danger"
      busy={logout.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t('everywhere.text')}</p>
    </ConfirmDialog>
  );
}
