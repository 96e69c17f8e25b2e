import { useProfileT } from '../i18n';
import { useState, type FormEvent } from 'react';
import { ApiError, notifySuccess } from '@bgmi/shared';
import { PASSWORD_MIN_LENGTH } from '@bgmi/shared/day-and-money';
import { FormField, Modal } from '@bgmi/shared/ui-kit';
import { useChangePassword } from '../api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const LABELS = {
  currentPassword: 'password.current',
  newPassword: 'password.new',
  confirmPassword: 'password.confirm',
} as const satisfies Record<Field, string>;
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
  const t = useProfileT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.newPassword !== form.confirmPassword)
      return setError({ field: 'confirmPassword', message: t('password.differ') });
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
    <Modal title={t('profile.changePassword')} onClose={onClose} className="pf-modal">
      <form className="form" onSubmit={submit} noValidate aria-label={t('profile.changePassword')}>
        {(Object.keys(LABELS) as Field[]).map((field) => (
          <FormField
            key={field}
            label={t(LABELS[field])}
            error={error?.field === field ? error.message : null}
            hint={
              field === 'newPassword' ? t('password.hint', { min: PASSWORD_MIN_LENGTH }) : undefined
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
        <p className="muted">{t('password.otherDevices')}</p>
        <div className="modal-actions">
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {change.isPending ? t('profile.saving') : t('profile.changePassword')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('password.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
