/** Business constants and limits: password length, booking window, pet ages, search radii. */
export const PASSWORD_MIN_LENGTH = 6;
export const BOOKING_WINDOW_DAYS = 60;
export const PET_AGE_MIN = 0;
export const PET_AGE_MAX = 50;

export const CLINIC_SEARCH_DEFAULT_RADIUS = 10;
export const CLINIC_SEARCH_RADIUS_MIN = 1;
export const CLINIC_SEARCH_RADIUS_MAX = 200;

export const RATING_STARS = 5;

export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_PAGE_SIZE_MAX = 100;
export const DIRECTORY_DEFAULT_RADIUS = 50;

export const DEFAULT_SERVICE_DURATION = 30;
export const DEFAULT_CATEGORY_ICON = '🏥';
export const DEFAULT_DISPLAY_ORDER = 0;
export const DEFAULT_SERVICE_CATEGORY_NAME = 'Other Services';
export const TIME_SLOT_DURATION_CHOICES = [15, 30, 45, 60, 90] as const;

export const BULK_SLOT_DAYS = 30;
export const BULK_SLOT_BLOCKS = [
  { start: '09:00', end: '12:00' },
  { start: '14:00', end: '17:00' },
] as const;

export const USER_TYPES = ['pet_owner', 'vet_business'] as const;
export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
] as const;
export const MEDICAL_RECORD_TYPES = ['checkup', 'illness', 'injury', 'surgery', 'other'] as const;

/** A pet's species: My Pets offers them all, and a clinic may limit a service to some of them. */
export const PET_SPECIES = [
  'Dog',
  'Cat',
  'Bird',
  'Rabbit',
  'Hamster',
  'Guinea Pig',
  'Fish',
  'Reptile',
  'Other',
] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];
/** The booking-side dashboard's shorter choice (the spec's first variant): no fish, no reptiles. */
export const BOOKING_PET_SPECIES: readonly PetSpecies[] = PET_SPECIES.filter(
  (species) => species !== 'Fish' && species !== 'Reptile',
);

export const BOOKING_GENDERS = ['Male', 'Female'] as const;
export const MY_PETS_GENDERS = ['Male', 'Female', 'Neutered Male', 'Spayed Female'] as const;

export const DEFAULT_OPENING_HOURS = [
  'Monday: 8:00 AM - 6:00 PM',
  'Tuesday: 8:00 AM - 6:00 PM',
  'Wednesday: 8:00 AM - 6:00 PM',
  'Thursday: 8:00 AM - 6:00 PM',
  'Friday: 8:00 AM - 6:00 PM',
  'Saturday: 9:00 AM - 4:00 PM',
  'Sunday: Closed',
] as const;
