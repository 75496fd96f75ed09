/**
 * The catalogues, by area. The core tier (the frame of every page, the home page, error texts)
 * comes with the first screen; the app tier comes with the store that every other page loads.
 */
export const CORE_AREAS = ['core'] as const;
export const APP_AREAS = [
  'common',
  'errors',
  'auth',
  'account',
  'clinics',
  'booking',
  'directory',
  'owner',
  'business',
  'clinic',
  'regions',
] as const;
export type Tier = 'core' | 'app';
// The tiers' globs (tiers/*.ts) name these areas again: a glob takes only a literal pattern.
