import { formatTime } from '../../../lib/format-time';
import { useSpecWords } from '../../../lib/spec-words';
import { useLainDainT } from '../i18n';
import { formatRupees, LEDGER_MESSAGES } from '@bgmi/shared';
import { LedgerTable } from '../../../components/ledger/ledger-table';
import { useLainDainRecords } from '../api/lain-dain-calls';

/** The lain-dain records of one client (or of all when none is chosen), newest first. */
export function LainDainRecords({ client }: { client: string }) {
  const t = useLainDainT();
  const say = useSpecWords();
  const records = useLainDainRecords(client);
  return (
    <LedgerTable
      bare
      query={records}
      errorFallback={LEDGER_MESSAGES.fetchDataFailed}
      empty={say('ledger.noRecords')}
      rowKey={(record) => record._id}
      columns={[
        { header: t('table.client'), cell: (record) => record.client_name },
        {
          header: t('table.type'),
          cellClass: (record) => (record.type === 'receive' ? 'text-success' : 'text-danger'),
          cell: (record) => (record.type === 'receive' ? t('page.receive') : t('page.pay')),
        },
        {
          header: t('table.mode'),
          cell: (record) => (record.receive_type === 'cash' ? t('page.cash') : t('page.online')),
        },
        {
          header: t('table.amount'),
          className: 'ledger-num',
          cell: (record) => formatRupees(record.amount),
        },
        { header: t('table.date'), cell: (record) => formatTime(record.createdAt) },
      ]}
    />
  );
}
