/** The pet-owner dashboard's tabs; the overview's links open one by key. */
export type OwnerTab = 'overview' | 'appointments' | 'pets' | 'history' | 'reviews';

export const OWNER_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'appointments', label: 'Upcoming Appointments' },
  { key: 'pets', label: 'My Pets' },
  { key: 'history', label: 'Appointment History' },
  { key: 'reviews', label: 'My Reviews' },
] as const satisfies readonly { key: OwnerTab; label: string }[];
