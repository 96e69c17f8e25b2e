import { useSpecWords } from '../../../lib/spec-words';
import { useHelpSupportT } from '../i18n';
import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess, useSession } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { useSupport } from '../api/support';
import { PageHead } from '../../../components/wallet/page-head';
import { TicketTable } from './ticket-table';
import '../wallet-help-support.css';

function HelpSupport() {
  const username = useSession((state) => state.userinfo?.username ?? '');
  const t = useHelpSupportT();
  const say = useSpecWords();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const support = useSupport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim()) return notifyError(say('wallet.subjectMissing'));
    if (!message.trim()) return notifyError(say('wallet.messageMissing'));
    support.mutate(
      { username, subject: subject.trim(), message: message.trim(), img: '' },
      {
        onSuccess: (answer) => {
          notifySuccess(say(answer.message || 'wallet.supportSuccess'));
          setSubject('');
          setMessage('');
        },
        onError: (error) => notifyError(say(error.message || 'wallet.somethingWrong')),
      },
    );
  };

  return (
    <section className="page wui-page">
      <PageHead title={t('page.title')} />
      <div className="hs-layout">
        <form
          className="card form hs-form"
          onSubmit={submit}
          noValidate
          aria-label={t('form.label')}
        >
          <h2 className="section-title" style={{ margin: 0 }}>
            {t('form.title')}
          </h2>
          <FormField id="hs-subject" label={t('form.subject')}>
            {(control) => (
              <input
                {...control}
                className="input"
                maxLength={150}
                value={subject}
                onChange={(e) => setSubject(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="hs-message" label={t('form.message')}>
            {(control) => (
              <textarea
                {...control}
                className="textarea"
                maxLength={2000}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
            )}
          </FormField>
          <button type="submit" className="btn btn-primary" disabled={support.isPending}>
            {support.isPending ? t('form.sending') : t('form.send')}
          </button>
        </form>
        <TicketTable username={username} />
      </div>
    </section>
  );
}

export default function HelpSupportPage() {
  return <HelpSupport />;
}
