/** Clinic dashboard settings: address suggestions, form choices and overview sizes. */
export const SUGGESTION_PAUSE_MS = 300;
export const SUGGESTION_HIDE_DELAY_MS = 200;
export const SUGGESTION_MIN_CHARS = 3;

export const CATEGORY_ICON_CHOICES = [
  { label: 'General', icon: '🏥' },
  { label: 'Dental', icon: '🦷' },
  { label: 'Vaccination', icon: '💉' },
  { label: 'Laboratory', icon: '🔬' },
  { label: 'Consultation', icon: '🩺' },
  { label: 'Emergency', icon: '🚑' },
  { label: 'Surgery', icon: '⚕️' },
  { label: 'Grooming', icon: '✂️' },
] as const;
export const SERVICE_DURATION_CHOICES = [15, 30, 45, 60, 90, 120] as const;

export const RECENT_ACTIVITY_LIMIT = 3;
export const POPULAR_SERVICE_BAR_WIDTHS = [100, 80, 60] as const;
export const POPULAR_SERVICE_BAR_MIN_WIDTH = 20;
