import { Link } from 'react-router-dom';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { InviteForm } from './invite-form';
import { StaffList } from './staff-list';
import { WriterEntries } from './writer-entries';
import { useStaffLive } from './use-staff-live';
import { useStaffT } from '../i18n';
import '../jantri-staff.css';

/**
 * /jantri-staff: the operator's staff (DESIGN section 5): invite a writer or a viewer for some
 * clients, see each writer's entries and totals live, remove access at once.
 */
export default function StaffPage() {
  const t = useStaffT();
  useStaffLive();
  return (
    <LedgerPage
      title={t('page.title')}
      aside={
        <Link className="btn btn-small" to="/jantri-staff/desk">
          {t('desk.title')}
        </Link>
      }
    >
      <div className="staff-grid">
        <div className="staff-column">
          <InviteForm />
          <StaffList />
        </div>
        <WriterEntries />
      </div>
    </LedgerPage>
  );
}
