import { formatRupees, LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
import { errorText } from '../../../lib/error-text';
import { formatTime } from '../../../lib/format-time';
import { useBookRecords, useDeleteBookRecord } from '../api/staff-desk';
import { useStaffT } from '../i18n';
import { useSpecWords } from '../../../lib/spec-words';

interface BookRecordsProps {
  book: string;
  client: string;
  game: string;
  canDelete: boolean;
  onRefused: (error: unknown) => void;
}

/** The newest records of the client in the book (his sheet's entries), with Delete for writers. */
export function BookRecords({ book, client, game, canDelete, onRefused }: BookRecordsProps) {
  const t = useStaffT();
  const say = useSpecWords();
  const records = useBookRecords(book, client, game);
  const remove = useDeleteBookRecord(book);
  if (!client) return <p className="empty-state">{t('desk.chooseClient')}</p>;
  if (records.isPending) return <p className="page-loading">{t('common.loading')}</p>;
  if (records.isError) {
    return <p className="form-error">{errorText(records.error, t('desk.loadFailed'))}</p>;
  }
  if (records.data.length === 0) return <p className="empty-state">{t('desk.noEntries')}</p>;
  return (
    <ul className="staff-entry-list" aria-label={t('desk.entriesAria')}>
      {records.data.map((record) => (
        <li key={record._id} className="staff-entry">
          <span className="staff-entry-time">{formatTime(record.createdAt)}</span>
          <span>{record.game_name}</span>
          <span className="staff-entry-numbers">
            {record.bet_data.hruf_type ? `${record.bet_data.hruf_type} ` : ''}
            {record.bet_numbers}
          </span>
          <span className="ledger-num">{formatRupees(record.total_amount)}</span>
          {canDelete && (
            <button
              type="button"
              className="btn btn-small btn-danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(record, {
                  onSuccess: () => notifySuccess(say(LEDGER_MESSAGES.betDeleted)),
                  onError: (error) => {
                    notifyError(errorText(error, t('desk.deleteFailed')));
                    onRefused(error);
                  },
                })
              }
            >
              {t('desk.delete')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
