import { useState } from 'react';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import { useAuthT } from '../i18n';

/** Portrait (phones): one card with Login / Sign Up tabs. */
export function TabbedAuth({ startWithSignUp }: { startWithSignUp: boolean }) {
  const t = useAuthT();
  const [tab, setTab] = useState<'login' | 'signup'>(startWithSignUp ? 'signup' : 'login');
  return (
    <div className="card auth-tabbed">
      <div className="tabs" role="tablist">
        <button
          type="button"
          role="tab"
          className="btn tab"
          aria-selected={tab === 'login'}
          onClick={() => setTab('login')}
        >
          {t('auth.login')}
        </button>
        <button
          type="button"
          role="tab"
          className="btn tab"
          aria-selected={tab === 'signup'}
          onClick={() => setTab('signup')}
        >
          {t('auth.signUp')}
        </button>
      </div>
      <div role="tabpanel">
        {tab === 'login' ? <LoginForm idPrefix="tabbed" /> : <SignUpForm idPrefix="tabbed" />}
      </div>
    </div>
  );
}
