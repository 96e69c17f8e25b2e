// The login of a side mounted alone (standalone-app.tsx) when its host names no login of its own:
// the site's /login form (BGMI ID and password, jantri spec section 5), so an embedded jantri side
// can log in. After login it goes back to the page that asked for it. Not in the site's bundles:
// the shell has its own login page.
import { useState, type FormEvent } from 'react';
import { useUiT } from './ui/i18n';
import { LoginFields } from './ui/kit/login-fields';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  AUTH_MESSAGES,
  callApi,
  keepLogin,
  loginEndpoint,
  notifyError,
  notifySuccess,
} from '@bgmi/shared';

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || AUTH_MESSAGES.loginFailed;
  if (error instanceof Error && error.message) return error.message;
  return AUTH_MESSAGES.loginError;
}

export function StandaloneLogin() {
  const [bgmiUserId, setBgmiUserId] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const t = useUiT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!bgmiUserId.trim() || !password) {
      notifyError(AUTH_MESSAGES.loginMissing);
      return;
    }
    setPending(true);
    try {
      const answer = await callApi(
        loginEndpoint,
        { bgmiUserId: bgmiUserId.trim(), password },
        { fallbackMessage: t('loginFailed') },
      );
      keepLogin(queryClient, answer.data);
      notifySuccess(answer.message);
      navigate(from, { replace: true });
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="page">
      <form
        className="form card login-prompt"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('login')}
      >
        <h1 className="section-title">{t('login')}</h1>
        <LoginFields
          idPrefix="bgmi-embed"
          labels={{ bgmiId: t('bgmiId'), password: t('password') }}
          bgmiUserId={bgmiUserId}
          password={password}
          onBgmiUserId={setBgmiUserId}
          onPassword={setPassword}
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t('loggingIn') : t('login')}
        </button>
      </form>
    </section>
  );
}
