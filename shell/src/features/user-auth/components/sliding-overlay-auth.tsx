import { useState } from 'react';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import { useAuthT } from '../i18n';

/** Landscape: both forms side by side under a sliding overlay panel that switches between them. */
export function SlidingOverlayAuth({ startWithSignUp }: { startWithSignUp: boolean }) {
  const [signUpActive, setSignUpActive] = useState(startWithSignUp);
  const t = useAuthT();
  return (
    <div
      className={`card auth-sliding ${signUpActive ? 'signup-active' : ''}`}
      data-variant="sliding"
    >
      {/* One panel holds the active form; it and the overlay trade places as they slide. */}
      <div className="auth-panel">
        {signUpActive ? <SignUpForm idPrefix="sliding" /> : <LoginForm idPrefix="sliding" />}
      </div>
      <div className="auth-overlay">
        {signUpActive ? (
          <div className="auth-overlay-content">
            <h2>{t('auth.welcomeBack')}</h2>
            <p>{t('auth.haveAccount')}</p>
            <button type="button" className="btn" onClick={() => setSignUpActive(false)}>
              {t('auth.goLogin')}
            </button>
          </div>
        ) : (
          <div className="auth-overlay-content">
            <h2>{t('auth.newHere')}</h2>
            <p>{t('auth.createAccount')}</p>
            <button type="button" className="btn" onClick={() => setSignUpActive(true)}>
              {t('auth.goSignUp')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
