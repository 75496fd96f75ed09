/** The business dashboard's tabs; its parts ask the page to open one by key. */
export type BusinessTab =
  | 'overview'
  | 'profile'
  | 'services'
  | 'price-list'
  | 'appointments'
  | 'reviews'
  | 'calendar'
  | 'team'
  | 'analytics'
  | 'patients';

export const BUSINESS_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'profile', label: 'Clinic Profile' },
  { key: 'services', label: 'Services' },
  { key: 'price-list', label: 'Price list' },
  { key: 'appointments', label: 'Appointments' },
  { key: 'patients', label: 'Patients' },
  { key: 'reviews', label: 'Reviews' },
  { key: 'calendar', label: 'Calendar' },
  { key: 'team', label: 'Team' },
  { key: 'analytics', label: 'Analytics' },
] as const satisfies readonly { key: BusinessTab; label: string }[];

/** The tabs this member sees: Patients only for roles that may read health records. */
export const tabsFor = (mayReadRecords: boolean) =>
  BUSINESS_TABS.filter((tab) => tab.key !== 'patients' || mayReadRecords);
