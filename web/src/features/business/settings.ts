import type { MessageKey } from '../../i18n';

/** Clinic dashboard settings: address suggestions, form choices and overview sizes. */
export const SUGGESTION_PAUSE_MS = 300;
export const SUGGESTION_HIDE_DELAY_MS = 200;
export const SUGGESTION_MIN_CHARS = 3;

// The icon names are looked up when the form shows them, in the language active then.
export const CATEGORY_ICON_CHOICES = [
  { labelKey: 'business.category.icon.general', icon: '🏥' },
  { labelKey: 'business.category.icon.dental', icon: '🦷' },
  { labelKey: 'business.category.icon.vaccination', icon: '💉' },
  { labelKey: 'business.category.icon.laboratory', icon: '🔬' },
  { labelKey: 'business.category.icon.consultation', icon: '🩺' },
  { labelKey: 'business.category.icon.emergency', icon: '🚑' },
  { labelKey: 'business.category.icon.surgery', icon: '⚕️' },
  { labelKey: 'business.category.icon.grooming', icon: '✂️' },
] as const satisfies readonly { labelKey: MessageKey; icon: string }[];
export const SERVICE_DURATION_CHOICES = [15, 30, 45, 60, 90, 120] as const;

export const RECENT_ACTIVITY_LIMIT = 3;
export const POPULAR_SERVICE_BAR_WIDTHS = [100, 80, 60] as const;
export const POPULAR_SERVICE_BAR_MIN_WIDTH = 20;
