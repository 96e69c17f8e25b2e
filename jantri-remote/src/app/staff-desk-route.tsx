import StaffDeskPage from '../features/jantri-staff/components/staff-desk-page';
import { BetEntryPanel } from '../features/jantri-ledger-bet-entry/components/bet-entry-panel';

/** /jantri-staff/desk: the staff desk with the ledger's own bet entry panel (composed here). */
export default function StaffDeskRoute() {
  return <StaffDeskPage BetEntry={BetEntryPanel} />;
}
