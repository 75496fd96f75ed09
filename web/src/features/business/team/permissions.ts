import type { StaffRole } from './api';

/*
 * What each staff role may do, as the API decides it (the agreed table): the screens only hide
 * what would be refused anyway, the server still checks every request.
 */
export type StaffAction =
  | 'manage_staff'
  | 'edit_profile'
  | 'edit_prices'
  | 'edit_team'
  | 'edit_hours'
  | 'manage_appointments'
  | 'read_clinic'
  | 'respond_reviews';

const ALL: StaffAction[] = [
  'manage_staff',
  'edit_profile',
  'edit_prices',
  'edit_team',
  'edit_hours',
  'manage_appointments',
  'read_clinic',
  'respond_reviews',
];

// vet and nurse manage only their own clinician's appointments; the server narrows that.
const PERMISSIONS: Record<StaffRole, readonly StaffAction[]> = {
  owner: ALL,
  manager: ALL.filter((a) => a !== 'manage_staff'),
  vet: ['manage_appointments', 'read_clinic'],
  nurse: ['manage_appointments', 'read_clinic'],
  reception: ['manage_appointments', 'read_clinic'],
};

export function staffMay(role: StaffRole, action: StaffAction): boolean {
  return PERMISSIONS[role].includes(action);
}
