import { formatTime } from '../../../lib/format-time';
import { useSpecWords } from '../../../lib/spec-words';
import { useClientsT } from '../i18n';
import { useNavigate } from 'react-router-dom';
import { LEDGER_MESSAGES } from '@bgmi/shared';
import { LedgerTable } from '../../../components/ledger/ledger-table';
import { useClients } from '../../../lib/api/get-all-clients';
import { BASIS_LABELS } from './client-form';

/** The client table: Client Name, LC, Passing Rate, Patti, LC Basis, Created At, Actions (Edit). */
export function ClientTable() {
  const navigate = useNavigate();
  const clients = useClients();
  const t = useClientsT();
  const say = useSpecWords();
  return (
    <LedgerTable
      bare
      query={clients}
      loadingText={t('table.loading')}
      errorFallback={LEDGER_MESSAGES.fetchDataFailed}
      empty={say('ledger.noClients')}
      rowKey={(client) => client._id}
      columns={[
        { header: t('table.name'), cell: (client) => client.client_name },
        { header: t('table.lc'), cell: (client) => client.lc },
        { header: t('table.passingRate'), cell: (client) => client.passing_rate },
        { header: t('table.patti'), cell: (client) => client.patti },
        { header: t('table.basis'), cell: (client) => t(BASIS_LABELS[client.commission_basis]) },
        { header: t('table.created'), cell: (client) => formatTime(client.createdAt) },
        {
          header: t('table.actions'),
          cell: (client) => (
            <button
              type="button"
              className="btn btn-small"
              onClick={() =>
                navigate('/EditClient', { state: { client_name: client.client_name } })
              }
            >
              {t('table.edit')}
            </button>
          ),
        },
      ]}
    />
  );
}
