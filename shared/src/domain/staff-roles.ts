/**
 * What each staff role may do for its clinic: the one table every business endpoint consults.
 * 'own' means only on the appointments of the member's own clinician; the rest of the clinic they
 * may still read.
 */
export const STAFF_ROLES = ['owner', 'manager', 'vet', 'nurse', 'reception'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CLINIC_ACTIONS = [
  'manage_staff',
  'edit_profile',
  'edit_prices',
  'edit_team',
  'edit_hours',
  'manage_appointments',
  'read_clinic',
  'respond_reviews',
  'read_records',
  'write_records',
  'edit_reminders',
] as const;
export type ClinicAction = (typeof CLINIC_ACTIONS)[number];

type Grant = true | 'own' | false;

export const STAFF_PERMISSIONS: Record<StaffRole, Record<ClinicAction, Grant>> = {
  // prettier-ignore
  owner:     { manage_staff: true,  edit_profile: true,  edit_prices: true,  edit_team: true,  edit_hours: true,  manage_appointments: true,  read_clinic: true, respond_reviews: true, read_records: true,  write_records: true,  edit_reminders: true },
  // prettier-ignore
  manager:   { manage_staff: false, edit_profile: true,  edit_prices: true,  edit_team: true,  edit_hours: true,  manage_appointments: true,  read_clinic: true, respond_reviews: true, read_records: false, write_records: false, edit_reminders: true },
  // prettier-ignore
  vet:       { manage_staff: false, edit_profile: false, edit_prices: false, edit_team: false, edit_hours: false, manage_appointments: 'own', read_clinic: true, respond_reviews: false, read_records: true,  write_records: true,  edit_reminders: true },
  // prettier-ignore
  nurse:     { manage_staff: false, edit_profile: false, edit_prices: false, edit_team: false, edit_hours: false, manage_appointments: 'own', read_clinic: true, respond_reviews: false, read_records: true,  write_records: true,  edit_reminders: false },
  // prettier-ignore
  reception: { manage_staff: false, edit_profile: false, edit_prices: false, edit_team: false, edit_hours: false, manage_appointments: true,  read_clinic: true, respond_reviews: false, read_records: false, write_records: false, edit_reminders: false },
};

/** Whether the role may take the action at all ('own' included: the handler narrows it). */
export const staffMay = (role: StaffRole, action: ClinicAction): boolean =>
  STAFF_PERMISSIONS[role][action] !== false;

/** True when the role may take the action only on its own clinician's appointments. */
export const staffMayOnlyOwn = (role: StaffRole, action: ClinicAction): boolean =>
  STAFF_PERMISSIONS[role][action] === 'own';

const ROLE_WORDS: Record<StaffRole, string> = {
  owner: 'The practice owner',
  manager: 'Managers',
  vet: 'Vets',
  nurse: 'Nurses',
  reception: 'Reception staff',
};

const ACTION_WORDS: Record<ClinicAction, string> = {
  manage_staff: 'manage the clinic’s staff',
  edit_profile: 'change the clinic’s profile',
  edit_prices: 'change prices or services',
  edit_team: 'change clinicians or rooms',
  edit_hours: 'change working hours, closures or time slots',
  manage_appointments: 'manage appointments',
  read_clinic: 'see this clinic',
  respond_reviews: 'answer reviews',
  read_records: 'read patients’ health records',
  write_records: 'write in patients’ health records',
  edit_reminders: 'change reminder rules',
};

/** The refusal's text, naming what the role may not do, e.g. "Reception staff cannot change prices or services". */
export const staffRefusalText = (role: StaffRole, action: ClinicAction): string =>
  `${ROLE_WORDS[role]} cannot ${ACTION_WORDS[action]}`;

/** The refusal when a vet or nurse touches another clinician's appointment. */
export const NOT_YOUR_APPOINTMENT_TEXT =
  'You can only change appointments in your own calendar; ask reception or a manager for this one';

/** A removed member's next request. */
export const STAFF_ACCESS_ENDED_TEXT = 'Your access to this clinic has ended';

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  vet: 'Vet',
  nurse: 'Nurse',
  reception: 'Reception',
};
