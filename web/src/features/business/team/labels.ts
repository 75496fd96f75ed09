import { WEEK_DAYS, type ClinicianRole, type StaffRole, type WorkingHours } from '@petvet/shared';
import { translate } from '../../../i18n';

/** A clinician's role ("Vet", "Nurse", "Other") in the active language. */
export const clinicianRoleLabel = (role: ClinicianRole) =>
  translate(`business.team.clinicianRole.${role}`);

/** A staff member's role ("Owner", "Reception"…) in the active language. */
export const staffRoleLabel = (role: StaffRole) => translate(`business.team.staffRole.${role}`);

/** Where a clinician's own hours start from: weekdays 09:00-17:00. */
export const WEEKDAY_HOURS: WorkingHours = WEEK_DAYS.map((day) => ({
  day,
  ranges: day === 'saturday' || day === 'sunday' ? [] : [{ start: '09:00', end: '17:00' }],
}));
