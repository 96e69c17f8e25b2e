import { useNavigate } from 'react-router-dom';
import { LEDGER_MESSAGES } from '@bgmi/shared';
import { useClients } from '../../../lib/api/get-all-clients';
import { errorText } from '../../../lib/error-text';
import { BASIS_LABELS } from './client-form';

/** The client table: Client Name, LC, Passing Rate, Patti, LC Basis, Created At, Actions (Edit). */
export function ClientTable() {
  const navigate = useNavigate();
  const clients = useClients();
  if (clients.isPending) return <p className="page-loading">Loading clients...</p>;
  if (clients.isError) {
    return (
      <p className="form-error">{errorText(clients.error, LEDGER_MESSAGES.fetchDataFailed)}</p>
    );
  }
  if (clients.data.length === 0) return <p className="empty-state">{LEDGER_MESSAGES.noClients}</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>Client Name</th>
            <th>LC</th>
            <th>Passing Rate</th>
            <th>Patti</th>
            <th>LC Basis</th>
            <th>Created At</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {clients.data.map((client) => (
            <tr key={client._id}>
              <td>{client.client_name}</td>
              <td>{client.lc}</td>
              <td>{client.passing_rate}</td>
              <td>{client.patti}</td>
              <td>{BASIS_LABELS[client.commission_basis]}</td>
              <td>{new Date(client.createdAt).toLocaleString('en-IN')}</td>
              <td>
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() =>
                    navigate('/EditClient', { state: { client_name: client.client_name } })
                  }
                >
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
