import { useState, type FormEvent } from 'react';
import { FormField } from '@bgmi/shared/ui-kit';
import { useSubscribe } from './use-subscribe';
import { useSubscribeT } from './i18n';

/** An e-mail input and a button; used by the home subscribe box and the blog newsletter box. */
export function SubscribeForm({ button, className = '' }: { button: string; className?: string }) {
  const t = useSubscribeT();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe(email);
  };
  return (
    <form className={`sub-form ${className}`} onSubmit={submit} noValidate>
      <FormField label={t('subscribe.emailLabel')} labelHidden className="sub-form-field">
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            placeholder={t('subscribe.placeholder')}
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary">
        {button}
      </button>
    </form>
  );
}
