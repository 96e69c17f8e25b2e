import { useSpecWords } from '../../lib/spec-words';
import type { ReactNode } from 'react';
import { ALL_CLIENT } from '@bgmi/shared';
import { exportClientBooks } from '../../lib/api/export-client-books';
import { useSessionLists } from '../../lib/use-caller';
import { CsvDownloadButton } from './csv-download-button';
import { NameSelect } from './name-select';
import { DayField } from './day-field';

type DayWord = 'page.client' | 'page.selectClient' | 'page.allClient' | 'page.date' | 'page.csv';

interface ClientDayFieldsProps {
  /** The fields' ids: `<idPrefix>-client`, `<idPrefix>-date`. */
  idPrefix: string;
  /** The page's catalogue: its `page.client`, `page.selectClient`, … words label the fields. */
  t: (key: DayWord) => string;
  client: string;
  onClient: (client: string) => void;
  date: string;
  /** The date as typed (the page decides what an empty or future date becomes). */
  onDate: (typed: string) => void;
  /** The book's buttons after the CSV one. */
  children?: ReactNode;
}

/** A client (or all of them) and a day up to today, with the books' CSV: hisab and laser. */
export function ClientDayFields({
  idPrefix,
  t,
  client,
  onClient,
  date,
  onDate,
  children,
}: ClientDayFieldsProps) {
  const say = useSpecWords();
  const { clients } = useSessionLists();
  return (
    <div className="card ledger-form">
      <NameSelect
        id={`${idPrefix}-client`}
        label={t('page.client')}
        placeholder={t('page.selectClient')}
        extra={[ALL_CLIENT]}
        extraLabel={() => t('page.allClient')}
        names={clients}
        value={client}
        onChange={onClient}
      />
      <DayField id={`${idPrefix}-date`} label={t('page.date')} value={date} onChange={onDate} />
      <CsvDownloadButton
        label={t('page.csv')}
        disabled={client === ''}
        emptyMessage={say('ledger.noDataDots')}
        fetchFile={() => exportClientBooks(client, date)}
      />
      {children}
    </div>
  );
}
