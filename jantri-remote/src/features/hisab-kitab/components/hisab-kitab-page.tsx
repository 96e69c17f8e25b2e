import { useJantriT } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useHisabKitabT } from '../i18n';
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
  const t = useHisabKitabT();
  const tj = useJantriT();
  const say = useSpecWords();
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
    <LedgerPage title={t('page.title')}>
      <div className="card ledger-form">
        <NameSelect
          id="hisab-client"
          label={t('page.client')}
          placeholder={t('page.selectClient')}
          extra={[ALL_CLIENT]}
          extraLabel={() => t('page.allClient')}
          names={clients}
          value={client}
          onChange={setClient}
        />
        <div className="form-field">
          <label htmlFor="hisab-date">{t('page.date')}</label>
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
          label={t('page.csv')}
          disabled={client === ''}
          emptyMessage={say('ledger.noDataDots')}
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
          <p className="page-loading">{tj('common.loading')}</p>
        ) : hisab.isError ? (
          <p className="form-error">{errorText(hisab.error, LEDGER_MESSAGES.fetchDataFailed)}</p>
        ) : !hisab.data || hisab.data.length === 0 ? (
          <p className="empty-state">{say('ledger.noHisab')}</p>
        ) : (
          <HisabTable rows={hisab.data} />
        )}
      </div>
    </LedgerPage>
  );
}
