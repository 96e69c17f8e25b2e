import { useState, type FormEvent } from 'react';
import { ApiError, notifyError, notifySuccess } from '@bgmi/shared';
import { PASSWORD_MIN_LENGTH } from '@bgmi/shared/day-and-money';
import { FormField } from '@bgmi/shared/ui-kit';
import { useResetPassword } from '../api/reset-password';
import { useRequestResetEmail } from '../api/request-reset-email';
import { useAuthT } from '../i18n';

type Field = 'bgmiUserId' | 'code' | 'newPassword' | 'confirmPassword';
const FIELDS: {
  key: Field;
  label: 'auth.bgmiId' | 'reset.code' | 'reset.newPassword' | 'reset.confirm';
  type: string;
  autoComplete: string;
}[] = [
  { key: 'bgmiUserId', label: 'auth.bgmiId', type: 'text', autoComplete: 'username' },
  { key: 'code', label: 'reset.code', type: 'text', autoComplete: 'one-time-code' },
  {
    key: 'newPassword',
    label: 'reset.newPassword',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    key: 'confirmPassword',
    label: 'reset.confirm',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/**
 * "Forgot password?" (issue 25): no SMS gateway, so a one-time code from an admin (who checks
 * who you are first) or from an e-mailed link (the link fills the code in). Every session of
 * the account ends on success; the player then logs in with the new password.
 */
export function ForgotPasswordForm({
  idPrefix,
  initial,
  onDone,
}: {
  idPrefix: string;
  initial: { bgmiUserId: string; code: string };
  onDone: (bgmiUserId: string) => void;
}) {
  const [form, setForm] = useState<Record<Field, string>>({
    ...initial,
    newPassword: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const reset = useResetPassword();
  const mail = useRequestResetEmail();
  const t = useAuthT();

  const fail = (failure: Error) => {
    const field = failure instanceof ApiError ? failure.field : undefined;
    if (field && FIELDS.some((f) => f.key === field))
      setError({ field: field as Field, message: failure.message });
    else notifyError(failure.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (form.newPassword !== form.confirmPassword)
      return setError({ field: 'confirmPassword', message: t('auth.message.passwordsDiffer') });
    reset.mutate(
      { ...form, bgmiUserId: form.bgmiUserId.trim(), code: form.code.trim() },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onDone(form.bgmiUserId.trim());
        },
        onError: fail,
      },
    );
  };

  const emailLink = () => {
    setError(null);
    if (!form.bgmiUserId.trim())
      return setError({ field: 'bgmiUserId', message: t('reset.idRequired') });
    mail.mutate(form.bgmiUserId.trim(), {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: fail,
    });
  };

  return (
    <form className="form auth-form" onSubmit={submit} noValidate aria-label={t('reset.title')}>
      <h2 className="auth-title">{t('reset.title')}</h2>
      <p className="muted auth-help">{t('reset.help')}</p>
      {FIELDS.map((field) => (
        <FormField
          key={field.key}
          id={`${idPrefix}-reset-${field.key}`}
          label={t(field.label)}
          error={error?.field === field.key ? error.message : null}
          hint={
            field.key === 'newPassword' ? t('reset.hint', { min: PASSWORD_MIN_LENGTH }) : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              className="input"
              name={field.key}
              type={field.type}
              autoComplete={field.autoComplete}
              value={form[field.key]}
              onChange={(event) => setForm((f) => ({ ...f, [field.key]: event.target.value }))}
            />
          )}
        </FormField>
      ))}
      <button type="submit" className="btn btn-primary" disabled={reset.isPending}>
        {reset.isPending ? t('reset.resetting') : t('reset.title')}
      </button>
      <div className="auth-links">
        <button
          type="button"
          className="btn btn-small"
          onClick={emailLink}
          disabled={mail.isPending}
        >
          {mail.isPending ? t('reset.sending') : t('reset.emailLink')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => onDone(form.bgmiUserId)}>
          {t('reset.back')}
        </button>
      </div>
    </form>
  );
}
