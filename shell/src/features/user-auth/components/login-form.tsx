import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notifyError } from '@bgmi/shared';
import { LoginFields } from '@bgmi/shared/ui-kit';
import { useLogin } from '../api/login';
import { useAuthSuccess } from '../use-auth-success';
import { authErrorMessage } from '../auth-error-message';
import { useAuthT } from '../i18n';

// Loaded when asked for (with the accounts contract and the UI kit), not with the login page.
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })),
);

/** Login by BGMI ID and password (jantri spec section 5). */
export function LoginForm({ idPrefix }: { idPrefix: string }) {
  // An e-mailed reset link opens /login?reset=1&id=..&code=.. (issue 25).
  const [params] = useSearchParams();
  const [forgot, setForgot] = useState(params.get('reset') === '1');
  const [bgmiUserId, setBgmiUserId] = useState(params.get('id') ?? '');
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();
  const onSuccess = useAuthSuccess();
  const t = useAuthT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bgmiUserId.trim() || !password) {
      notifyError(t('auth.message.loginMissing'));
      return;
    }
    loginMutation.mutate(
      { bgmiUserId: bgmiUserId.trim(), password },
      {
        onSuccess,
        onError: (error) =>
          notifyError(
            authErrorMessage(error, t('auth.message.loginFailed'), t('auth.message.loginError')),
          ),
      },
    );
  };

  if (forgot)
    return (
      <Suspense fallback={<p role="status">{t('auth.loading')}</p>}>
        <ForgotPasswordForm
          idPrefix={idPrefix}
          initial={{ bgmiUserId, code: params.get('code') ?? '' }}
          onDone={(id) => {
            setBgmiUserId(id);
            setPassword('');
            setForgot(false);
          }}
        />
      </Suspense>
    );

  return (
    <form className="form auth-form" onSubmit={submit} noValidate aria-label={t('auth.login')}>
      <h2 className="auth-title">{t('auth.login')}</h2>
      <LoginFields
        idPrefix={idPrefix}
        labels={{ bgmiId: t('auth.bgmiId'), password: t('auth.password') }}
        bgmiUserId={bgmiUserId}
        password={password}
        onBgmiUserId={setBgmiUserId}
        onPassword={setPassword}
      />
      <button type="submit" className="btn btn-primary" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t('auth.loggingIn') : t('auth.login')}
      </button>
      <button type="button" className="btn-link auth-forgot" onClick={() => setForgot(true)}>
        {t('auth.forgot')}
      </button>
    </form>
  );
}
