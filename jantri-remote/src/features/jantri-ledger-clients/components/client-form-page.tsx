import { useClientsT } from '../i18n';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { ClientForm, type ClientFormProps } from './client-form';
import { ClientTable } from './client-table';

interface ClientFormPageProps extends ClientFormProps {
  title: string;
  /** Where Back goes (the ledger page's default, /game, when not given). */
  back?: string;
}

/**
 * Add Client and Edit Client: the client form in a card, the overlay while its call runs
 * (`busy`), then the client table.
 */
export function ClientFormPage({ title, back, ...form }: ClientFormPageProps) {
  const t = useClientsT();
  return (
    <LedgerPage title={title} back={back}>
      <LoadingOverlay show={form.busy} />
      <div className="card">
        <ClientForm {...form} />
      </div>
      <div className="ledger-section">
        <h2 className="section-title">{t('list.title')}</h2>
        <ClientTable />
      </div>
    </LedgerPage>
  );
}
