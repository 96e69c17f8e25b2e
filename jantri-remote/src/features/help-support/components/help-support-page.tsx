import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess, useSession } from '@bgmi/shared';
import { WALLET_MESSAGES } from '@bgmi/shared/jantri-contract';
import { useSupport } from '../api/support';
import { PageHead } from '../../../components/wallet/page-head';
import { TicketTable } from './ticket-table';
import '../help-support.css';

function HelpSupport() {
  const username = useSession((state) => state.userinfo?.username ?? '');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const support = useSupport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim()) return notifyError(WALLET_MESSAGES.subjectMissing);
    if (!message.trim()) return notifyError(WALLET_MESSAGES.messageMissing);
    support.mutate(
      { username, subject: subject.trim(), message: message.trim(), img: '' },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || WALLET_MESSAGES.supportSuccess);
          setSubject('');
          setMessage('');
        },
        onError: (error) => notifyError(error.message || WALLET_MESSAGES.somethingWrong),
      },
    );
  };

  return (
    <section className="page wui-page">
      <PageHead title="Help & Support" />
      <div className="hs-layout">
        <form className="card form hs-form" onSubmit={submit} noValidate aria-label="Send Message">
          <h2 className="section-title" style={{ margin: 0 }}>
            Send Message
          </h2>
          <div className="form-field">
            <label htmlFor="hs-subject">Subject</label>
            <input
              id="hs-subject"
              className="input"
              maxLength={150}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor="hs-message">Message</label>
            <textarea
              id="hs-message"
              className="textarea"
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={support.isPending}>
            {support.isPending ? 'Sending...' : 'Send Message'}
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
