import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ALL_CLIENT, LEDGER_MESSAGES, todayInIndia } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { NameSelect } from '../../../components/ledger/name-select';
import { errorText } from '../../../lib/error-text';
import { useSessionLists } from '../../../lib/use-caller';
import { useHisabKitab } from '../api/get-hisab-kitab';
import { HisabTable } from './hisab-table';
import { CsvDownloadButton } from '../../../components/ledger/csv-download-button';
import { exportClientBooks } from '../../../lib/api/export-client-books';
import { BookDownloadButtons } from '../../../components/ledger/book-download-buttons';
import { hisabBookTable } from '../../../lib/book-image/book-table';
import { BookWord } from '../../../lib/book-image/book-word';

/** /hisabKitab: the settled rows of a client (or all) on a day, with a TOTAL row. */
export default function HisabKitabPage() {
  const today = todayInIndia();
  const { clients } = useSessionLists();
  const [client, setClient] = useState('');
  const [date, setDate] = useState(today);
  const [dateChosen, setDateChosen] = useState(false);
  const hisab = useHisabKitab(
    client === ALL_CLIENT ? '' : client,
    date,
    client !== '' || dateChosen,
  );

  return (
    <LedgerPage title="Hisab Kitab">
      <div className="card ledger-form">
        <NameSelect
          id="hisab-client"
          label="Client"
          placeholder="Select Client"
          extra={[ALL_CLIENT]}
          names={clients}
          value={client}
          onChange={setClient}
        />
        <div className="form-field">
          <label htmlFor="hisab-date">Date</label>
          <input
            id="hisab-date"
            className="input"
            type="date"
            max={today}
            value={date}
            onChange={(event) => {
              setDate(event.target.value > today ? today : event.target.value);
              setDateChosen(true);
            }}
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
            hisab.data?.length
              ? (labels) =>
                  hisabBookTable(
                    hisab.data ?? [],
                    { client: client === ALL_CLIENT ? '' : client, date },
                    labels.hisab,
                  )
              : null
          }
        />
        <Link className="btn btn-small" to="/upperHisab">
          <BookWord word="upper.keptPassed" />
        </Link>
      </div>
      <div className="ledger-section">
        {hisab.isFetching && !hisab.data ? (
          <p className="page-loading">Loading...</p>
        ) : hisab.isError ? (
          <p className="form-error">{errorText(hisab.error, LEDGER_MESSAGES.fetchDataFailed)}</p>
        ) : !hisab.data || hisab.data.length === 0 ? (
          <p className="empty-state">{LEDGER_MESSAGES.noHisab}</p>
        ) : (
          <HisabTable rows={hisab.data} />
        )}
      </div>
    </LedgerPage>
  );
}
