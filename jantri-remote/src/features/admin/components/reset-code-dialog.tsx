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
  const issued = issue.data?.data;
  if (issued)
    return (
      <Modal title={`Reset code for ${issued.bgmiUserId}`} onClose={onClose}>
        <p className="adm-code" data-testid="reset-code">
          {issued.code}
        </p>
        <p>
          Valid until{' '}
          {new Date(issued.expires_at).toLocaleTimeString('en-IN', {
            hour: '2-digit',
            minute: '2-digit',
          })}
          , once. Give it only to the player: they open Login, Forgot password?, and enter their
          BGMI ID, this code and a new password.
        </p>
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
            Done
          </button>
        </div>
      </Modal>
    );
  return (
    <ConfirmDialog
      title={`Issue a reset code for ${bgmiUserId}?`}
      confirmLabel="Issue code"
      busyLabel="Issuing..."
      busy={issue.isPending}
      onConfirm={() => issue.mutate(bgmiUserId)}
      onCancel={onClose}
    >
      <p>
        Check first that you are talking to the owner of this account: call the phone number they
        registered, or see them on a video call. Anyone with the code can set a new password.
      </p>
      {issue.isError && (
        <p className="form-error" role="alert">
          {issue.error.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
