import { useSpecWords } from '../../../lib/spec-words';
import { useHelpSupportT } from '../i18n';
import { useComplainList } from '../api/complain-list';
import { StatusBadge } from '../../../components/wallet/status-badge';
import { WalletTable } from '../../../components/wallet/wallet-table';
import { formatTime } from '../../../lib/format-time';

/** Spec section 9: a ticket id is shown as its first 5 characters. */
export const TICKET_ID_LENGTH = 5;

export function TicketTable({ username }: { username: string }) {
  const tickets = useComplainList(username);
  const t = useHelpSupportT();
  const say = useSpecWords();
  return (
    <WalletTable
      isPending={tickets.isPending}
      error={tickets.error}
      errorFallback={say('wallet.somethingWrong')}
      empty={say('wallet.noRecords')}
      label={t('tickets.label')}
      rows={tickets.data?.data ?? []}
      rowKey={(row) => row._id}
      columns={[
        {
          header: t('tickets.id'),
          className: 'hs-id',
          cell: (row) => <span title={row._id}>{row._id.slice(0, TICKET_ID_LENGTH)}</span>,
        },
        { header: t('tickets.subject'), cell: (row) => row.subject },
        { header: t('tickets.message'), className: 'hs-message', cell: (row) => row.message },
        { header: t('tickets.time'), cell: (row) => formatTime(row.createdAt) },
        { header: t('tickets.status'), cell: (row) => <StatusBadge status={row.status} /> },
      ]}
    />
  );
}
