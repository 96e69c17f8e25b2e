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
  const today = todayInIndia();
  const { clients } = useSessionLists();
  const [client, setClient] = useState('');
  const [date, setDate] = useState(today);
  const book = useLaserBook(client, date);

  return (
    <LedgerPage title="Laser Book">
      <div className="card ledger-form">
        <NameSelect
          id="laser-client"
          label="Client"
          placeholder="Select Client"
          extra={[ALL_CLIENT]}
          names={clients}
          value={client}
          onChange={setClient}
        />
        <div className="form-field">
          <label htmlFor="laser-date">Date</label>
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
          label="Download books (CSV)"
          disabled={client === ''}
          emptyMessage={LEDGER_MESSAGES.noDataDots}
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
          <p className="empty-state">Select a client to see the laser book.</p>
        ) : book.isPending ? (
          <p className="page-loading">Loading...</p>
        ) : book.isError ? (
          <p className="form-error">{errorText(book.error, LEDGER_MESSAGES.fetchDataFailed)}</p>
        ) : book.data.length === 0 ? (
          <p className="empty-state">{LEDGER_MESSAGES.noDataDots}</p>
        ) : (
          <LaserTable rows={book.data} />
        )}
      </div>
    </LedgerPage>
  );
}
