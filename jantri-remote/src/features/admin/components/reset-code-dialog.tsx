import { currentLanguage, dateTimeFormat, localeOf } from '@bgmi/shared/i18n';
import { useAdminT } from '../i18n';
import { ConfirmDialog, Modal } from '@bgmi/shared/ui-kit';
import { useIssueResetCode } from '../api/issue-reset-code';

/**
 * Account recovery without SMS (issue 25): the admin first checks the person (a call to the
 * registered phone, a video call, a captain who knows them), then issues a one-time code that
 * works once, for a short time. The code is shown here once; the audit log keeps only who and when.
 */
export function ResetCodeDialog({
  bgmiUserId,
  onClose,
}: {
  bgmiUserId: string;
  onClose: () => void;
}) {
  const issue = useIssueResetCode();
  const t = useAdminT();
  const issued = issue.data?.data;
  if (issued)
    return (
      <Modal title={t('reset.title', { id: issued.bgmiUserId })} onClose={onClose}>
        <p className="adm-code" data-testid="reset-code">
          {issued.code}
        </p>
        <p>
          {t('reset.valid', {
            time: dateTimeFormat(localeOf(currentLanguage()), {
              hour: '2-digit',
              minute: '2-digit',
            }).format(new Date(issued.expires_at)),
          })}
        </p>
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
            {t('reset.done')}
          </button>
        </div>
      </Modal>
    );
  return (
    <ConfirmDialog
      title={t('reset.ask', { id: bgmiUserId })}
      confirmLabel={t('reset.issue')}
      cancelLabel={t('reset.cancel')}
      busyLabel={t('reset.issuing')}
      busy={issue.isPending}
      onConfirm={() => issue.mutate(bgmiUserId)}
      onCancel={onClose}
    >
      <p>{t('reset.check')}</p>
      {issue.isError && (
        <p className="form-error" role="alert">
          {issue.error.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
