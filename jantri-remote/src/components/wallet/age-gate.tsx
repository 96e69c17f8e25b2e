import { useJantriT } from '../../lib/i18n';
import { useSpecWords } from '../../lib/spec-words';
import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { useConfirmAge } from '../../lib/api/confirm-age';
import { FormField } from '@bgmi/shared/ui-kit';

/** Real mode, before the first money action: date of birth and 18+ (stored once). */
export function AgeGate() {
  const confirm = useConfirmAge();
  const t = useJantriT();
  const say = useSpecWords();
  const [dob, setDob] = useState('');
  const [adult, setAdult] = useState(false);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dob) return setError(t('age.enterDob'));
    if (!adult) return setError(say('money.confirm18'));
    setError('');
    confirm.mutate(
      { date_of_birth: dob, confirm_18: true },
      {
        onSuccess: () => notifySuccess(t('age.confirmed')),
        onError: (e) => {
          setError(say(e.message));
          notifyError(say(e.message));
        },
      },
    );
  };

  return (
    <section className="page wui-page">
      <form className="card form wui-age" onSubmit={submit} noValidate aria-label={t('age.label')}>
        <h1 className="page-title">{t('age.title')}</h1>
        <p className="muted">{t('age.intro')}</p>
        <FormField id="age-dob" label={t('age.dob')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              value={dob}
              onChange={(e) => setDob(e.target.value)}
            />
          )}
        </FormField>
        <label className="wui-check">
          <input type="checkbox" checked={adult} onChange={(e) => setAdult(e.target.checked)} />
          {t('age.adult')}
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
          {confirm.isPending ? t('common.saving') : t('age.confirm')}
        </button>
      </form>
    </section>
  );
}
