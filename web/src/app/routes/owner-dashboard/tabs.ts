import type { MessageKey } from '../../../i18n';

/** The pet-owner dashboard's tabs; the overview's links open one by key. */
export type OwnerTab = 'overview' | 'appointments' | 'pets' | 'history' | 'reviews';

/** Each tab's name is looked up when the tabs are drawn, so it follows a change of language. */
export const OWNER_TABS = [
  { key: 'overview', labelKey: 'owner.tabs.overview' },
  { key: 'appointments', labelKey: 'owner.tabs.appointments' },
  { key: 'pets', labelKey: 'owner.tabs.pets' },
  { key: 'history', labelKey: 'owner.tabs.history' },
  { key: 'reviews', labelKey: 'owner.tabs.reviews' },
] as const satisfies readonly { key: OwnerTab; labelKey: MessageKey }[];
