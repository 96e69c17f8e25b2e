import { useState } from 'react';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

/** Landscape: both forms side by side under a sliding overlay panel that switches between them. */
export function SlidingOverlayAuth({ startWithSignUp }: { startWithSignUp: boolean }) {
  const [signUpActive, setSignUpActive] = useState(startWithSignUp);
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
            <h2>Welcome back!</h2>
            <p>Already have an account? Log in with your BGMI ID.</p>
            <button type="button" className="btn" onClick={() => setSignUpActive(false)}>
              Go to Login
            </button>
          </div>
        ) : (
          <div className="auth-overlay-content">
            <h2>New here?</h2>
            <p>Create your account to join scrims, tournaments and teams.</p>
            <button type="button" className="btn" onClick={() => setSignUpActive(true)}>
              Go to Sign Up
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
