import { useState, type FormEvent } from 'react';
import { ApiError, notifySuccess } from '@bgmi/shared';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '@bgmi/shared/day-and-money';
import { FormField, Modal } from '@bgmi/shared/ui-kit';
import { useChangePassword } from '../api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const LABELS: Record<Field, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};
const AUTOCOMPLETE: Record<Field, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

/**
 * Change password (issue 25), from the profile menu. The server's message shows under the field
 * it names (too short, too common, wrong current password); other sessions end on success.
 */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<{ field: Field | null; message: string } | null>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.newPassword !== form.confirmPassword)
      return setError({ field: 'confirmPassword', message: ACCOUNT_MESSAGES.passwordsDiffer });
    setError(null);
    change.mutate(form, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onClose();
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? failure.field : undefined;
        setError({
          field: field && field in LABELS ? (field as Field) : null,
          message: failure.message,
        });
      },
    });
  };

  return (
    <Modal title="Change password" onClose={onClose} className="pf-modal">
      <form className="form" onSubmit={submit} noValidate aria-label="Change password">
        {(Object.keys(LABELS) as Field[]).map((field) => (
          <FormField
            key={field}
            label={LABELS[field]}
            error={error?.field === field ? error.message : null}
            hint={
              field === 'newPassword'
                ? `At least ${PASSWORD_MIN_LENGTH} characters; not a common password or your BGMI ID`
                : undefined
            }
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="password"
                name={field}
                autoComplete={AUTOCOMPLETE[field]}
                value={form[field]}
                onChange={(event) => setForm((f) => ({ ...f, [field]: event.target.value }))}
              />
            )}
          </FormField>
        ))}
        {error && !error.field && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <p className="muted">Every other device logged in to your account is logged out.</p>
        <div className="modal-actions">
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Change password'}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
