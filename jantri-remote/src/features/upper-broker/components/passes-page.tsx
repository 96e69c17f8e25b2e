import { Link } from 'react-router-dom';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { errorText } from '../../../lib/error-text';
import { useDecidePass, usePasses, useTakeBack } from '../api/upper-api';
import { usePassNotices } from '../api/use-pass-notices';
import { PassCard } from './pass-card';
import { useUpperT } from '../i18n';
import '../upper-broker.css';

/**
 * /upperPasses: passes sent to me (accept or refuse) and passes I sent (state, take back before
 * the result). Refreshed live by the socket's pass notices.
 */
export default function PassesPage() {
  const t = useUpperT();
  const fail = (error: Error) => notifyError(errorText(error, t('common.failed')));
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
    <LedgerPage title={t('passes.title')} back="/uppers">
      <nav className="upper-nav">
        <Link to="/uppers">{t('nav.uppers')}</Link>
        <Link to="/upperHisab">{t('nav.layerHisab')}</Link>
      </nav>
      <h2 className="upper-section">{t('passes.incoming')}</h2>
      <ul className="upper-list" aria-label={t('passes.incoming')}>
        {incoming.length === 0 && <li className="empty-state">{t('passes.noIncoming')}</li>}
        {incoming.map((pass) => (
          <PassCard key={pass._id} pass={pass} who={t('passes.from', { name: pass.from_username })}>
            {pass.status === 'sent' && (
              <>
                <button
                  type="button"
                  className="btn btn-small btn-primary"
                  disabled={decide.isPending}
                  onClick={() => answer(pass._id, 'accept')}
                >
                  {t('passes.accept')}
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={decide.isPending}
                  onClick={() => answer(pass._id, 'refuse')}
                >
                  {t('passes.refuse')}
                </button>
              </>
            )}
          </PassCard>
        ))}
      </ul>
      <h2 className="upper-section">{t('passes.sent')}</h2>
      <ul className="upper-list" aria-label={t('passes.sent')}>
        {sent.length === 0 && <li className="empty-state">{t('passes.noSent')}</li>}
        {sent.map((pass) => (
          <PassCard key={pass._id} pass={pass} who={t('passes.to', { name: pass.upper_name })}>
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
                {t('passes.takeBack')}
              </button>
            )}
          </PassCard>
        ))}
      </ul>
    </LedgerPage>
  );
}
