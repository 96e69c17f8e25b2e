import { Link } from 'react-router-dom';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { errorText } from '../../../lib/error-text';
import { useDecidePass, usePasses, useTakeBack } from '../api/upper-api';
import { usePassNotices } from '../api/use-pass-notices';
import { PassCard } from './pass-card';
import '../upper-broker.css';

const fail = (error: Error) => notifyError(errorText(error, 'Something went wrong'));

/**
 * /upperPasses: passes sent to me (accept or refuse) and passes I sent (state, take back before
 * the result). Refreshed live by the socket's pass notices.
 */
export default function PassesPage() {
  usePassNotices();
  const passes = usePasses();
  const decide = useDecidePass();
  const takeBack = useTakeBack();
  const incoming = passes.data?.incoming ?? [];
  const sent = passes.data?.sent ?? [];
  const answer = (pass_id: string, decision: 'accept' | 'refuse') =>
    decide.mutate(
      { pass_id, decision },
      { onSuccess: (a) => notifySuccess(a.message), onError: fail },
    );

  return (
    <LedgerPage title="Passes" back="/uppers">
      <nav className="upper-nav">
        <Link to="/uppers">Upper operators</Link>
        <Link to="/upperHisab">Kept / passed hisab</Link>
      </nav>
      <h2 className="upper-section">Sent to me</h2>
      <ul className="upper-list" aria-label="Sent to me">
        {incoming.length === 0 && <li className="empty-state">No passes sent to you.</li>}
        {incoming.map((pass) => (
          <PassCard key={pass._id} pass={pass} who={`From ${pass.from_username}`}>
            {pass.status === 'sent' && (
              <>
                <button
                  type="button"
                  className="btn btn-small btn-primary"
                  disabled={decide.isPending}
                  onClick={() => answer(pass._id, 'accept')}
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={decide.isPending}
                  onClick={() => answer(pass._id, 'refuse')}
                >
                  Refuse
                </button>
              </>
            )}
          </PassCard>
        ))}
      </ul>
      <h2 className="upper-section">I sent</h2>
      <ul className="upper-list" aria-label="I sent">
        {sent.length === 0 && <li className="empty-state">You have not passed anything up.</li>}
        {sent.map((pass) => (
          <PassCard key={pass._id} pass={pass} who={`To ${pass.upper_name}`}>
            {['sent', 'accepted', 'recorded'].includes(pass.status) && (
              <button
                type="button"
                className="btn btn-small"
                disabled={takeBack.isPending}
                onClick={() =>
                  takeBack.mutate(pass._id, {
                    onSuccess: (a) => notifySuccess(a.message),
                    onError: fail,
                  })
                }
              >
                Take back
              </button>
            )}
          </PassCard>
        ))}
      </ul>
    </LedgerPage>
  );
}
