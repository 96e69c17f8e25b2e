import { useJantriT } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useLaserBookT } from '../i18n';
import { useState } from 'react';
import { ALL_CLIENT, LEDGER_MESSAGES, todayInIndia } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { NameSelect } from '../../../components/ledger/name-select';
import { errorText } from '../../../lib/error-text';
import { useSessionLists } from '../../../lib/use-caller';
import { useLaserBook } from '../api/get-laser-book';
import { LaserTable } from '../../../components/ledger/laser-table';
import { CsvDownloadButton } from '../../../components/ledger/csv-download-button';
import { exportClientBooks } from '../../../lib/api/export-client-books';
import { BookDownloadButtons } from '../../../components/ledger/book-download-buttons';
import { laserBookTable } from '../../../lib/book-image/book-table';

/** /laserBook: per day up to the chosen date, profit/loss, receive/pay, lain/dain and final. */
export default function LaserBookPage() {
  const t = useLaserBookT();
  const tj = useJantriT();
  const say = useSpecWords();
  const today = todayInIndia();
  const { clients } = useSessionLists();
  const [client, setClient] = useState('');
  const [date, setDate] = useState(today);
  const book = useLaserBook(client, date);

  return (
    <LedgerPage title={t('page.title')}>
      <div className="card ledger-form">
        <NameSelect
          id="laser-client"
          label={t('page.client')}
          placeholder={t('page.selectClient')}
          extra={[ALL_CLIENT]}
          extraLabel={() => t('page.allClient')}
          names={clients}
          value={client}
          onChange={setClient}
        />
        <div className="form-field">
          <label htmlFor="laser-date">{t('page.date')}</label>
          <input
            id="laser-date"
            className="input"
            type="date"
            max={today}
            value={date}
            onChange={(e) => setDate(e.target.value > today ? today : e.target.value || today)}
          />
        </div>
        <CsvDownloadButton
          label={t('page.csv')}
          disabled={client === ''}
          emptyMessage={say('ledger.noDataDots')}
          fetchFile={() => exportClientBooks(client, date)}
        />
        <BookDownloadButtons
          table={
            client !== '' && book.data?.length
              ? (labels) => laserBookTable(book.data ?? [], { client, date }, labels.laser)
              : null
          }
        />
      </div>
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
