import { useEffect, useState, type ComponentType } from 'react';
import type { StaffBook } from '@bgmi/shared/jantri-contract';
import { useSearchParams } from 'react-router-dom';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { useStaffBooks } from '../api/staff-desk';
import { AcceptInvite } from './accept-invite';
import { BookDesk, type StaffBetEntryProps } from './book-desk';
import { useStaffT } from '../i18n';
import '../jantri-staff.css';

/**
 * /jantri-staff/desk: a staff member's view (DESIGN section 5): accept an invite, pick the book,
 * enter bets for the clients given (writers) or read their entries (viewers).
 */
export default function StaffDeskPage({
  BetEntry,
}: {
  BetEntry: ComponentType<StaffBetEntryProps>;
}) {
  const t = useStaffT();
  const [params, setParams] = useSearchParams();
  const books = useStaffBooks();
  const chosen = params.get('book') ?? '';
  const pick = (book: string) => setParams({ book });
  const found = books.data?.find((item) => item.book_id === chosen);
  // The book stays open once shown: when the operator removes the access, the list loses it but
  // the desk keeps telling why it stopped.
  const [kept, setKept] = useState<StaffBook | null>(null);
  useEffect(() => {
    if (found) setKept(found);
  }, [found]);
  const book = found ?? (kept?.book_id === chosen ? kept : undefined);

  return (
    <LedgerPage title={t('desk.title')}>
      {chosen && book ? (
        <>
          <button
            type="button"
            className="btn btn-small staff-switch"
            onClick={() => setParams({})}
          >
            {t('desk.otherBooks')}
          </button>
          <BookDesk key={book.book_id} book={book} BetEntry={BetEntry} />
        </>
      ) : (
        <div className="staff-grid">
          <AcceptInvite initialCode={params.get('code') ?? ''} onAccepted={pick} />
          <section className="card" aria-label={t('books.aria')}>
            <h2 className="section-title">{t('books.title')}</h2>
            {chosen && books.data && (
              <p className="form-error" role="alert">
                {t('books.noAccess')}
              </p>
            )}
            {books.isPending ? (
              <p className="page-loading">{t('common.loading')}</p>
            ) : (books.data ?? []).length === 0 ? (
              <p className="empty-state">{t('books.none')}</p>
            ) : (
              <ul className="staff-members">
                {books.data!.map((item) => (
                  <li key={item.book_id} className="staff-member">
                    <div className="staff-member-head">
                      <strong>{item.operator_name}</strong>
                      <span className="staff-role">
                        {item.role === 'writer' ? t('role.writer') : t('role.viewer')}
                      </span>
                    </div>
                    <p className="staff-member-clients">
                      {t('books.clients', { names: item.client_names.join(', ') })}
                    </p>
                    <button
                      type="button"
                      className="btn btn-primary btn-small"
                      onClick={() => pick(item.book_id)}
                    >
                      {t('books.open')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </LedgerPage>
  );
}
