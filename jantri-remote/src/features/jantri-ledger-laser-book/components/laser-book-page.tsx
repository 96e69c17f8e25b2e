import { useJantriT } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useLaserBookT } from '../i18n';
import { useState } from 'react';
import { LEDGER_MESSAGES, todayInIndia } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { ClientDayFields } from '../../../components/ledger/client-day-fields';
import { errorText } from '../../../lib/error-text';
import { useLaserBook } from '../api/get-laser-book';
import { LaserTable } from '../../../components/ledger/laser-table';
import { BookDownloadButtons } from '../../../components/ledger/book-download-buttons';
import { laserBookTable } from '../../../lib/book-image/book-table';

/** /laserBook: per day up to the chosen date, profit/loss, receive/pay, lain/dain and final. */
export default function LaserBookPage() {
  const t = useLaserBookT();
  const tj = useJantriT();
  const say = useSpecWords();
  const today = todayInIndia();
  const [client, setClient] = useState('');
  const [date, setDate] = useState(today);
  const book = useLaserBook(client, date);

  return (
    <LedgerPage title={t('page.title')}>
      <ClientDayFields
        idPrefix="laser"
        t={t}
        client={client}
        onClient={setClient}
        date={date}
        onDate={(typed) => setDate(typed > today ? today : typed || today)}
      >
        <BookDownloadButtons
          table={
            client !== '' && book.data?.length
              ? (labels) => laserBookTable(book.data ?? [], { client, date }, labels.laser)
              : null
          }
        />
      </ClientDayFields>
      <div className="ledger-section">
        {client === '' ? (
          <p className="empty-state">{t('page.choose')}</p>
        ) : book.isPending ? (
          <p className="page-loading">{tj('common.loading')}</p>
        ) : book.isError ? (
          <p className="form-error">{errorText(book.error, LEDGER_MESSAGES.fetchDataFailed)}</p>
        ) : book.data.length === 0 ? (
          <p className="empty-state">{say('ledger.noDataDots')}</p>
        ) : (
          <LaserTable rows={book.data} />
        )}
      </div>
    </LedgerPage>
  );
}
