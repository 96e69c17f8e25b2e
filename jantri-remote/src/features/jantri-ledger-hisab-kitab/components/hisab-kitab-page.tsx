import { useJantriT } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useHisabKitabT } from '../i18n';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ALL_CLIENT, LEDGER_MESSAGES, todayInIndia } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { ClientDayFields } from '../../../components/ledger/client-day-fields';
import { errorText } from '../../../lib/error-text';
import { useHisabKitab } from '../api/get-hisab-kitab';
import { HisabTable } from './hisab-table';
import { BookDownloadButtons } from '../../../components/ledger/book-download-buttons';
import { hisabBookTable } from '../../../lib/book-image/book-table';
import { BookWord } from '../../../lib/book-image/book-word';

/** /hisabKitab: the settled rows of a client (or all) on a day, with a TOTAL row. */
export default function HisabKitabPage() {
  const t = useHisabKitabT();
  const tj = useJantriT();
  const say = useSpecWords();
  const today = todayInIndia();
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
      <ClientDayFields
        idPrefix="hisab"
        t={t}
        client={client}
        onClient={setClient}
        date={date}
        onDate={(typed) => {
          setDate(typed > today ? today : typed);
          setDateChosen(true);
        }}
      >
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
      </ClientDayFields>
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
