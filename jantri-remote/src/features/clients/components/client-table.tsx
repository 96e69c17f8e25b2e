import { formatTime } from '../../../lib/format-time';
import { useSpecWords } from '../../../lib/spec-words';
import { useClientsT } from '../i18n';
import { useNavigate } from 'react-router-dom';
import { LEDGER_MESSAGES } from '@bgmi/shared';
import { useClients } from '../../../lib/api/get-all-clients';
import { errorText } from '../../../lib/error-text';
import { BASIS_LABELS } from './client-form';

/** The client table: Client Name, LC, Passing Rate, Patti, LC Basis, Created At, Actions (Edit). */
export function ClientTable() {
  const navigate = useNavigate();
  const clients = useClients();
  const t = useClientsT();
  const say = useSpecWords();
  if (clients.isPending) return <p className="page-loading">{t('table.loading')}</p>;
  if (clients.isError) {
    return (
      <p className="form-error">{errorText(clients.error, LEDGER_MESSAGES.fetchDataFailed)}</p>
    );
  }
  if (clients.data.length === 0) return <p className="empty-state">{say('ledger.noClients')}</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t('table.name')}</th>
            <th>{t('table.lc')}</th>
            <th>{t('table.passingRate')}</th>
            <th>{t('table.patti')}</th>
            <th>{t('table.basis')}</th>
            <th>{t('table.created')}</th>
            <th>{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {clients.data.map((client) => (
            <tr key={client._id}>
              <td>{client.client_name}</td>
              <td>{client.lc}</td>
              <td>{client.passing_rate}</td>
              <td>{client.patti}</td>
              <td>{t(BASIS_LABELS[client.commission_basis])}</td>
              <td>{formatTime(client.createdAt)}</td>
              <td>
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() =>
                    navigate('/EditClient', { state: { client_name: client.client_name } })
                  }
                >
                  {t('table.edit')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
