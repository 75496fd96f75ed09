import { translate, type MessageKey } from '../../i18n';

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
  { key: 'overview', labelKey: 'business.tabs.overview' },
  { key: 'profile', labelKey: 'business.tabs.profile' },
  { key: 'services', labelKey: 'business.tabs.services' },
  { key: 'price-list', labelKey: 'business.tabs.priceList' },
  { key: 'appointments', labelKey: 'business.tabs.appointments' },
  { key: 'patients', labelKey: 'business.tabs.patients' },
  { key: 'reviews', labelKey: 'business.tabs.reviews' },
  { key: 'calendar', labelKey: 'business.tabs.calendar' },
  { key: 'team', labelKey: 'business.tabs.team' },
  { key: 'analytics', labelKey: 'business.tabs.analytics' },
] as const satisfies readonly { key: BusinessTab; labelKey: MessageKey }[];

/**
 * The tabs this member sees, labelled in the active language (read at render, so a switch of
 * language relabels them): Patients only for roles that may read health records.
 */
export const tabsFor = (mayReadRecords: boolean) =>
  BUSINESS_TABS.filter((tab) => tab.key !== 'patients' || mayReadRecords).map((tab) => ({
    key: tab.key,
    label: translate(tab.labelKey),
  }));
