import { staffMay } from '@petvet/shared';
import { useCurrentAccountQuery } from '../../../lib/api/current-account';
import { CliniciansSection } from './CliniciansSection';
import { RoomsSection } from './RoomsSection';
import { SecondFactorSwitch } from './SecondFactorSwitch';
import { StaffSection } from './StaffSection';
import '../appointments/appointments.css';
import './team.css';

/**
 * The clinic as a team: who is booked (clinicians), what is booked with them (rooms), and who
 * signs in for the clinic (staff). Each part offers only the changes the signed-in role may make.
 */
export function TeamTab() {
  const me = useCurrentAccountQuery();
  // An account with no clinic row predates staff roles: it is its own clinic's owner.
  const role = me.isSuccess ? (me.data?.clinic?.role ?? 'owner') : null;
  const editTeam = role !== null && staffMay(role, 'edit_team');
  return (
    <div className="stack team">
      <CliniciansSection canEdit={editTeam} />
      <RoomsSection canEdit={editTeam} />
      {role !== null && staffMay(role, 'manage_staff') && <StaffSection />}
      {role !== null && staffMay(role, 'manage_staff') && <SecondFactorSwitch />}
    </div>
  );
}
