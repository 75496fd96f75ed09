import { WEEK_DAYS, type ClinicianRole, type WorkingHours } from '@petvet/shared';

export const CLINICIAN_ROLE_LABELS: Record<ClinicianRole, string> = {
  vet: 'Vet',
  nurse: 'Nurse',
  other: 'Other',
};

/** Where a clinician's own hours start from: weekdays 09:00-17:00. */
export const WEEKDAY_HOURS: WorkingHours = WEEK_DAYS.map((day) => ({
  day,
  ranges: day === 'saturday' || day === 'sunday' ? [] : [{ start: '09:00', end: '17:00' }],
}));
