import { useState, type FormEvent } from 'react';
import { notifyError, useSession } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { useAuthT } from '../i18n';
import { useSignup } from '../api/signup';
import { useAuthSuccess } from '../use-auth-success';
import { authErrorMessage } from '../auth-error-message';
import { phoneInput, validateSignUp, type SignUpFields } from '../validate-sign-up';

const FIELDS: {
  name: keyof SignUpFields;
  label:
    | 'auth.fullName'
    | 'auth.bgmiId'
    | 'auth.email'
    | 'auth.mobile'
    | 'auth.password'
    | 'auth.confirmPassword';
  type: string;
  autoComplete: string;
}[] = [
  { name: 'fullName', label: 'auth.fullName', type: 'text', autoComplete: 'name' },
  { name: 'bgmiUserId', label: 'auth.bgmiId', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'auth.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'auth.mobile', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'auth.password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'auth.confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** Sign-up with every check of jantri spec section 5; the e-mail may be prefilled. */
export function SignUpForm({ idPrefix }: { idPrefix: string }) {
  const prefillEmail = useSession((state) => state.prefillEmail);
  const [fields, setFields] = useState<SignUpFields>({
    fullName: '',
    bgmiUserId: '',
    email: prefillEmail,
    phone: '',
    password: '',
    confirmPassword: '',
  });
  const signupMutation = useSignup();
  const onSuccess = useAuthSuccess();
  const t = useAuthT();

  const update = (name: keyof SignUpFields, value: string) =>
    setFields((current) => ({ ...current, [name]: name === 'phone' ? phoneInput(value) : value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp(fields);
    if (problem) {
      notifyError(t(`auth.message.${problem}`));
      return;
    }
    signupMutation.mutate(
      {
        ...fields,
        fullName: fields.fullName.trim(),
        bgmiUserId: fields.bgmiUserId.trim(),
        email: fields.email.trim(),
      },
      {
        onSuccess,
        onError: (error) =>
          notifyError(
            authErrorMessage(error, t('auth.message.signupFailed'), t('auth.message.signupError')),
          ),
      },
    );
  };

  return (
    <form className="form auth-form" onSubmit={submit} noValidate aria-label={t('auth.signUp')}>
      <h2 className="auth-title">{t('auth.signUp')}</h2>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`${idPrefix}-signup-${field.name}`}
          label={t(field.label)}
          // Issue 25: the server refuses short and common passwords; say so before it does.
          hint={field.name === 'password' ? t('auth.passwordHint') : undefined}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.name === 'phone' ? 'numeric' : undefined}
              maxLength={field.name === 'phone' ? 10 : undefined}
              value={fields[field.name]}
              onChange={(event) => update(field.name, event.target.value)}
            />
          )}
        </FormField>
      ))}
      <button type="submit" className="btn btn-primary" disabled={signupMutation.isPending}>
        {signupMutation.isPending ? t('auth.creating') : t('auth.signUp')}
      </button>
    </form>
  );
}
