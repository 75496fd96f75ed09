/** Business constants and limits: password length, booking window, pet ages, search radii. */
export const PASSWORD_MIN_LENGTH = 6;
export const BOOKING_WINDOW_DAYS = 60;
export const PET_AGE_MIN = 0;
export const PET_AGE_MAX = 50;
export const PET_WEIGHT_STEP = 0.1;

export const CLINIC_SEARCH_RADIUS_CHOICES = [5, 10, 25, 50] as const;
export const CLINIC_SEARCH_DEFAULT_RADIUS = 10;
export const CLINIC_SEARCH_RADIUS_MIN = 1;
export const CLINIC_SEARCH_RADIUS_MAX = 200;
export const DEFAULT_CITIES = ['London', 'New York', 'Los Angeles'] as const;
export const DEFAULT_CITY_CLINIC_COUNT = 3;

export const DETAIL_PHOTO_LIMIT = 8;
export const OWNER_UPCOMING_LIMIT = 3;
export const OWNER_OVERVIEW_PET_LIMIT = 3;
export const RATING_STARS = 5;
export const MAP_ZOOM = 15;
export const MAP_HEIGHT = 300;

export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_PAGE_SIZE_MAX = 100;
export const DIRECTORY_PAGE_BUTTONS = 5;
export const DIRECTORY_DEFAULT_RADIUS = 50;
export const DIRECTORY_RADIUS_CHOICES = [10, 25, 50, 100, 200] as const;
export const DIRECTORY_DEFAULT_CURRENCY = 'USD';
export const DIRECTORY_COUNTRY_OPTIONS = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'JP', name: 'Japan' },
  { code: 'SG', name: 'Singapore' },
] as const;
export const PRICE_NOTES_DISPLAY_LENGTH = 100;
export const SCRAPE_REQUESTS_PER_SEARCH = 3;

export const STATS_REFETCH_DELAY_MS = 1_000;
export const SUGGESTION_PAUSE_MS = 300;
export const SUGGESTION_HIDE_DELAY_MS = 200;
export const SUGGESTION_MIN_CHARS = 3;

export const DEFAULT_SERVICE_DURATION = 30;
export const DEFAULT_CATEGORY_ICON = '🏥';
export const DEFAULT_DISPLAY_ORDER = 0;
export const DEFAULT_SERVICE_CATEGORY_NAME = 'Other Services';
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
export const TIME_SLOT_DURATION_CHOICES = [15, 30, 45, 60, 90] as const;

export const BULK_SLOT_DAYS = 30;
export const BULK_SLOT_BLOCKS = [
  { start: '09:00', end: '12:00' },
  { start: '14:00', end: '17:00' },
] as const;

export const RECENT_ACTIVITY_LIMIT = 3;
export const POPULAR_SERVICE_BAR_WIDTHS = [100, 80, 60] as const;
export const POPULAR_SERVICE_BAR_MIN_WIDTH = 20;

export const USER_TYPES = ['pet_owner', 'vet_business'] as const;
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const MEDICAL_RECORD_TYPES = ['checkup', 'illness', 'injury', 'surgery', 'other'] as const;

export const BOOKING_SPECIES = [
  'Dog',
  'Cat',
  'Bird',
  'Rabbit',
  'Hamster',
  'Guinea Pig',
  'Other',
] as const;
export const BOOKING_GENDERS = ['Male', 'Female'] as const;
export const MY_PETS_SPECIES = [
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

export const PAGE_TITLE_SUFFIX = ' | Pet Vet Booking App';
export const DEFAULT_PAGE_TITLE = 'Pet Vet Booking App - Find Trusted Veterinarians for Your Pets';
