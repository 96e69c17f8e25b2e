import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { MONEY_MESSAGES } from '@bgmi/shared/day-and-money';
import { useConfirmAge } from '../../lib/api/confirm-age';

/** Real mode, before the first money action: date of birth and 18+ (stored once). */
export function AgeGate() {
  const confirm = useConfirmAge();
  const [dob, setDob] = useState('');
  const [adult, setAdult] = useState(false);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dob) return setError('Enter your date of birth');
    if (!adult) return setError(MONEY_MESSAGES.confirm18);
    setError('');
    confirm.mutate(
      { date_of_birth: dob, confirm_18: true },
      {
        onSuccess: () => notifySuccess('Age confirmed'),
        onError: (e) => {
          setError(e.message);
          notifyError(e.message);
        },
      },
    );
  };

  return (
    <section className="page wui-page">
      <form className="card form wui-age" onSubmit={submit} noValidate aria-label="Age check">
        <h1 className="page-title">Confirm your age</h1>
        <p className="muted">
          Money features are for adults only. Enter your date of birth once; it cannot be changed
          later.
        </p>
        <p className="muted" lang="hi">
          पैसे वाली सुविधाएँ केवल 18 वर्ष या उससे अधिक उम्र के लोगों के लिए हैं।
        </p>
        <div className="form-field">
          <label htmlFor="age-dob">Date of birth</label>
          <input
            id="age-dob"
            className="input"
            type="date"
            value={dob}
            onChange={(e) => setDob(e.target.value)}
          />
        </div>
        <label className="wui-check">
          <input type="checkbox" checked={adult} onChange={(e) => setAdult(e.target.checked)} />I am
          18 years or older
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
          {confirm.isPending ? 'Saving...' : 'Confirm'}
        </button>
      </form>
    </section>
  );
}
