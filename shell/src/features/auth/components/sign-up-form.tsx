import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, notifyError, useSession } from '@bgmi/shared';
import { useSignup } from '../api/signup';
import { useAuthSuccess } from '../use-auth-success';
import { authErrorMessage } from '../auth-error-message';
import { phoneInput, validateSignUp, type SignUpFields } from '../validate-sign-up';

const FIELDS: { name: keyof SignUpFields; label: string; type: string; autoComplete: string }[] = [
  { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'bgmiUserId', label: 'BGMI ID', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Mobile number', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm password',
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

  const update = (name: keyof SignUpFields, value: string) =>
    setFields((current) => ({ ...current, [name]: name === 'phone' ? phoneInput(value) : value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp(fields);
    if (problem) {
      notifyError(problem);
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
            authErrorMessage(error, AUTH_MESSAGES.signupFailed, AUTH_MESSAGES.signupError),
          ),
      },
    );
  };

  return (
    <form className="form auth-form" onSubmit={submit} noValidate aria-label="Sign Up">
      <h2 className="auth-title">Sign Up</h2>
      {FIELDS.map((field) => (
        <div className="form-field" key={field.name}>
          <label htmlFor={`${idPrefix}-signup-${field.name}`}>{field.label}</label>
          <input
            id={`${idPrefix}-signup-${field.name}`}
            className="input"
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.name === 'phone' ? 'numeric' : undefined}
            maxLength={field.name === 'phone' ? 10 : undefined}
            value={fields[field.name]}
            onChange={(event) => update(field.name, event.target.value)}
            aria-describedby={
              field.name === 'password' ? `${idPrefix}-signup-password-hint` : undefined
            }
          />
          {field.name === 'password' && (
            // Issue 25: the server refuses short and common passwords; say so before it does.
            <small id={`${idPrefix}-signup-password-hint`} className="muted">
              At least 8 characters; not a common password or your BGMI ID
            </small>
          )}
        </div>
      ))}
      <button type="submit" className="btn btn-primary" disabled={signupMutation.isPending}>
        {signupMutation.isPending ? 'Creating account...' : 'Sign Up'}
      </button>
    </form>
  );
}
