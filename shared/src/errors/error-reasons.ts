import {
  ALREADY_VERIFIED_TEXT,
  CLOSE_ACCOUNT_HAS_FUTURE_APPOINTMENTS_TEXT,
  CURRENT_PASSWORD_WRONG_TEXT,
  EMAIL_UNCHANGED_TEXT,
  LINK_INVALID_TEXT,
  OWN_SECOND_FACTOR_FIRST_TEXT,
  PASSWORD_WRONG_TEXT,
  SECOND_FACTOR_REQUIRED_TEXT,
  TOTP_ALREADY_ON_TEXT,
  TOTP_CHALLENGE_EXPIRED_TEXT,
  TOTP_CODE_WRONG_TEXT,
  TOTP_LOCKED_TEXT,
  TOTP_NOT_ON_TEXT,
  TOTP_SETUP_FIRST_TEXT,
  VERIFY_RESEND_TOO_SOON_TEXT,
} from '../contracts/account';
import {
  APPOINTMENT_CANCELLED_FINAL_TEXT,
  APPOINTMENT_COMPLETED_TEXT,
  APPOINTMENT_NO_SHOW_FINAL_TEXT,
  COMPLETED_BEFORE_START_TEXT,
  NO_SHOW_BEFORE_START_TEXT,
  NO_SHOW_UNDO_TOO_LATE_TEXT,
  SLOT_MISMATCH_TEXT,
  SLOT_OUTSIDE_WINDOW_TEXT,
  SLOT_PAST_TEXT,
  SLOT_TAKEN_TEXT,
} from '../contracts/appointments';
import { EMAIL_TAKEN_TEXT, INVALID_CREDENTIALS_TEXT, SESSION_ENDED_TEXT } from '../contracts/auth';
import {
  APPOINTMENT_ALREADY_CANCELLED_TEXT,
  APPOINTMENT_COMPLETED_CHANGE_TEXT,
  WAITLIST_CLOSED_DAY_TEXT,
} from '../contracts/booking-texts';
import { COUNTRY_INVALID_TEXT, PROFILE_NOT_FOUND_TEXT } from '../contracts/business';
import { CLAIM_INVALID_TEXT, DESK_EMAIL_TAKEN_TEXT } from '../contracts/clinic-desk';
import {
  CLOSURE_HAS_BOOKINGS_TEXT,
  CLOSURE_NOT_FOUND_TEXT,
  OWNER_NOT_FOUND_TEXT,
} from '../contracts/clinic-ops';
import { CLINIC_NOT_FOUND_TEXT } from '../contracts/clinic-texts';
import {
  CLINICIAN_HAS_BOOKINGS_TEXT,
  CLINICIAN_NOT_FOUND_TEXT,
  CLINICIAN_UNKNOWN_SERVICE_TEXT,
  LAST_CLINICIAN_TEXT,
  ROOM_IN_USE_TEXT,
} from '../contracts/clinicians';
import { PRACTICE_NOT_FOUND_TEXT } from '../contracts/directory-limits';
import { DROP_OFF_NOT_SET_TEXT, NOT_A_DROP_OFF_TEXT } from '../contracts/drop-off';
import { HEALTH_RECORD_TEXTS } from '../contracts/health-record';
import { IDEMPOTENCY_KEY_IN_USE_TEXT, IDEMPOTENCY_KEY_REUSED_TEXT } from '../contracts/idempotency';
import {
  CLINIC_WRITTEN_ENTRY_TEXT,
  MEDICAL_RECORD_NOT_FOUND_TEXT,
  VACCINATION_NOT_FOUND_TEXT,
} from '../contracts/pets';
import { PRICE_TRUST_TEXTS } from '../contracts/price-trust';
import {
  REVIEW_ALREADY_GIVEN_TEXT,
  REVIEW_APPOINTMENT_NOT_COMPLETED_TEXT,
  REVIEW_APPOINTMENT_OTHER_CLINIC_TEXT,
  REVIEW_NEEDS_COMPLETED_TEXT,
} from '../contracts/reviews';
import {
  CATEGORY_NOT_FOUND_TEXT,
  ROOM_NOT_FOUND_TEXT,
  SERVICE_NOT_FOUND_TEXT,
} from '../contracts/services';
import {
  ALREADY_STAFF_TEXT,
  CLINICIAN_NOT_FOUND_FOR_STAFF_TEXT,
  INVITATION_EMAIL_TAKEN_TEXT,
  INVITATION_INVALID_TEXT,
  OWNER_CANNOT_LEAVE_TEXT,
  STAFF_INVITATION_NOT_FOUND_TEXT,
  STAFF_MEMBER_NOT_FOUND_TEXT,
} from '../contracts/staff';
import {
  BOOKED_SLOT_DELETE_TEXT,
  SLOT_IN_PAST_TEXT,
  SLOT_OVERLAP_TEXT,
  SLOT_TOO_FAR_AHEAD_TEXT,
  TIME_SLOT_NOT_FOUND_TEXT,
} from '../contracts/time-slots';
import { STALE_VERSION_TEXT } from '../contracts/versions';
import { NOT_YOUR_APPOINTMENT_TEXT, STAFF_ACCESS_ENDED_TEXT } from '../domain/staff-roles';

// A leaf module of its own: the web shows it without downloading this table of every text.
import { DATABASE_UNAVAILABLE_TEXT } from './outage-text';

export { DATABASE_UNAVAILABLE_TEXT };

/**
 * Every fixed English text an error may answer, by its reason: the stable snake_case name a
 * client translates (`errors.reason.<reason>`) while `error` keeps the English text for API users
 * and the spec. A text the API answers must be here: `new AppError(code, text)` takes only these
 * texts (a type error otherwise), and finds its reason in this table. Texts written in a service
 * module (not a contract) are spelled here again; the type check keeps the two the same.
 */
export const ERROR_TEXTS = {
  // Sign-in, sessions and accounts
  authentication_required: 'Authentication required',
  token_invalid: 'Invalid or expired token',
  operator_credentials_required: 'Operator credentials required',
  invalid_credentials: INVALID_CREDENTIALS_TEXT,
  session_ended: SESSION_ENDED_TEXT,
  staff_access_ended: STAFF_ACCESS_ENDED_TEXT,
  sign_in_too_slow: TOTP_CHALLENGE_EXPIRED_TEXT,
  session_not_found: 'No such session of yours is signed in',
  account_not_found: 'Account not found',
  email_taken: EMAIL_TAKEN_TEXT,
  desk_email_taken: DESK_EMAIL_TAKEN_TEXT,
  invitation_email_taken: INVITATION_EMAIL_TAKEN_TEXT,
  email_unchanged: EMAIL_UNCHANGED_TEXT,
  email_already_verified: ALREADY_VERIFIED_TEXT,
  verify_resend_too_soon: VERIFY_RESEND_TOO_SOON_TEXT,
  link_invalid: LINK_INVALID_TEXT,
  claim_link_invalid: CLAIM_INVALID_TEXT,
  invitation_invalid: INVITATION_INVALID_TEXT,
  current_password_wrong: CURRENT_PASSWORD_WRONG_TEXT,
  password_wrong: PASSWORD_WRONG_TEXT,
  close_account_has_appointments: CLOSE_ACCOUNT_HAS_FUTURE_APPOINTMENTS_TEXT,
  too_many_attempts: 'Too many attempts. Please wait a few minutes and try again.',
  pet_owner_only: 'Only pet owner accounts can do this',
  business_only: 'Only veterinary business accounts can do this',
  // Second factor
  totp_already_on: TOTP_ALREADY_ON_TEXT,
  totp_not_on: TOTP_NOT_ON_TEXT,
  totp_setup_first: TOTP_SETUP_FIRST_TEXT,
  totp_code_wrong: TOTP_CODE_WRONG_TEXT,
  totp_locked: TOTP_LOCKED_TEXT,
  second_factor_required: SECOND_FACTOR_REQUIRED_TEXT,
  own_second_factor_first: OWN_SECOND_FACTOR_FIRST_TEXT,
  // Clinics, team and rooms
  clinic_not_found: CLINIC_NOT_FOUND_TEXT,
  health_record_clinic_not_found: HEALTH_RECORD_TEXTS.clinicNotFound,
  profile_not_found: PROFILE_NOT_FOUND_TEXT,
  country_invalid: COUNTRY_INVALID_TEXT,
  clinician_not_found: CLINICIAN_NOT_FOUND_TEXT,
  clinician_not_in_clinic: CLINICIAN_NOT_FOUND_FOR_STAFF_TEXT,
  clinician_has_bookings: CLINICIAN_HAS_BOOKINGS_TEXT,
  last_clinician: LAST_CLINICIAN_TEXT,
  clinician_unknown_service: CLINICIAN_UNKNOWN_SERVICE_TEXT,
  room_not_found: ROOM_NOT_FOUND_TEXT,
  room_in_use: ROOM_IN_USE_TEXT,
  staff_member_not_found: STAFF_MEMBER_NOT_FOUND_TEXT,
  staff_invitation_not_found: STAFF_INVITATION_NOT_FOUND_TEXT,
  already_staff: ALREADY_STAFF_TEXT,
  owner_cannot_leave: OWNER_CANNOT_LEAVE_TEXT,
  not_your_appointment: NOT_YOUR_APPOINTMENT_TEXT,
  // Services and prices
  category_not_found: CATEGORY_NOT_FOUND_TEXT,
  service_not_found: SERVICE_NOT_FOUND_TEXT,
  service_not_offered_here: 'This clinic does not offer that service',
  reminder_rule_unknown_service: "A reminder rule's service must be one of this clinic's services.",
  // Time slots, appointments and the calendar
  time_slot_not_found: TIME_SLOT_NOT_FOUND_TEXT,
  slot_taken: SLOT_TAKEN_TEXT,
  slot_overlap: SLOT_OVERLAP_TEXT,
  slot_booked_delete: BOOKED_SLOT_DELETE_TEXT,
  slot_mismatch: SLOT_MISMATCH_TEXT,
  slot_past: SLOT_PAST_TEXT,
  slot_outside_window: SLOT_OUTSIDE_WINDOW_TEXT,
  slot_date_past: SLOT_IN_PAST_TEXT,
  slot_too_far_ahead: SLOT_TOO_FAR_AHEAD_TEXT,
  appointment_not_found: 'Appointment not found',
  appointment_already_cancelled: APPOINTMENT_ALREADY_CANCELLED_TEXT,
  appointment_completed_change: APPOINTMENT_COMPLETED_CHANGE_TEXT,
  appointment_completed: APPOINTMENT_COMPLETED_TEXT,
  appointment_cancelled_final: APPOINTMENT_CANCELLED_FINAL_TEXT,
  appointment_no_show_final: APPOINTMENT_NO_SHOW_FINAL_TEXT,
  completed_before_start: COMPLETED_BEFORE_START_TEXT,
  no_show_before_start: NO_SHOW_BEFORE_START_TEXT,
  no_show_undo_too_late: NO_SHOW_UNDO_TOO_LATE_TEXT,
  awaiting_not_found: 'No visit of yours is waiting for you to confirm it',
  awaiting_owner:
    'This visit was booked in the name of an existing account: it is confirmed when its holder confirms it by email',
  owner_not_found: OWNER_NOT_FOUND_TEXT,
  calendar_not_found: 'Calendar not found',
  closure_not_found: CLOSURE_NOT_FOUND_TEXT,
  closure_has_bookings: CLOSURE_HAS_BOOKINGS_TEXT,
  closure_too_long: 'A closure can last at most a year',
  last_day_before_first: 'The last day must be on or after the first day',
  // Waitlist and drop-offs
  waitlist_entry_not_found: 'Waitlist entry not found',
  waitlist_duplicate: 'You are already on the waitlist for this clinic and date with this pet',
  waitlist_date_past: 'This date has already passed',
  waitlist_outside_window: 'You can join the waitlist for dates from today up to 60 days ahead',
  waitlist_closed_day: WAITLIST_CLOSED_DAY_TEXT,
  drop_off_not_set: DROP_OFF_NOT_SET_TEXT,
  not_a_drop_off: NOT_A_DROP_OFF_TEXT,
  // Pets and health records
  pet_not_found: 'Pet not found',
  medical_record_not_found: MEDICAL_RECORD_NOT_FOUND_TEXT,
  vaccination_not_found: VACCINATION_NOT_FOUND_TEXT,
  weight_entry_not_found: HEALTH_RECORD_TEXTS.weightNotFound,
  patient_not_found: HEALTH_RECORD_TEXTS.patientNotFound,
  record_not_shared: HEALTH_RECORD_TEXTS.notShared,
  record_needs_visit: HEALTH_RECORD_TEXTS.needsVisit,
  entry_not_yours: HEALTH_RECORD_TEXTS.notYourEntry,
  own_entry_not_hideable: HEALTH_RECORD_TEXTS.ownEntryNotHideable,
  clinic_written_entry: CLINIC_WRITTEN_ENTRY_TEXT,
  // Reviews
  review_not_found: 'Review not found',
  review_already_given: REVIEW_ALREADY_GIVEN_TEXT,
  review_other_clinic: REVIEW_APPOINTMENT_OTHER_CLINIC_TEXT,
  review_not_completed: REVIEW_APPOINTMENT_NOT_COMPLETED_TEXT,
  review_needs_completed: REVIEW_NEEDS_COMPLETED_TEXT,
  // The directory and its price claims
  practice_not_found: PRACTICE_NOT_FOUND_TEXT,
  price_not_found: 'Price not found',
  own_price_exists:
    'The practice already has its own price for this service and pet: correct that one instead',
  listing_prices_from_clinic:
    "This practice is a PetVet clinic: its prices come from the clinic's own price list, not from its website",
  listing_managed_by_clinic: PRICE_TRUST_TEXTS.listingManagedByClinic,
  not_claimant: PRICE_TRUST_TEXTS.notClaimant,
  claim_not_found: 'Claim not found',
  claim_expired: PRICE_TRUST_TEXTS.claimExpired,
  claim_code_wrong: PRICE_TRUST_TEXTS.codeWrong,
  claim_code_required: 'code must be the 6 digits from the email',
  claim_attempts_used: 'Too many wrong codes. Start a new claim to have a new code sent.',
  claim_email_domain: PRICE_TRUST_TEXTS.emailDomain,
  claim_no_website: PRICE_TRUST_TEXTS.noWebsite,
  practice_mails_limit:
    'Several codes were sent to this practice in the last hour. Please try again later.',
  scrape_no_website: 'This practice has no website on record to scrape',
  scrape_not_own_website: "website must be the practice's own website",
  country_unknown: 'country must be a country name or a two-letter country code',
  too_many_scrape_requests: 'Too many scrape requests. Please try again later.',
  too_many_page_views: 'Too many page views. Please slow down.',
  // Requests themselves
  invalid_input: 'Invalid input',
  nul_character: 'Text must not contain NUL characters',
  malformed_json: 'Malformed JSON body',
  body_too_large: 'Request body is too large (limit 1 MB)',
  encoding_unsupported:
    'Unsupported request body encoding: send it uncompressed, or as gzip, deflate or br',
  charset_unsupported: 'Unsupported request body charset: send UTF-8',
  body_aborted: 'The request body was cut short',
  body_length_mismatch: 'The request body does not match its Content-Length',
  body_encoding_mismatch: 'The request body does not match its Content-Encoding',
  malformed_url: 'Malformed percent-encoding in the URL',
  bad_request: 'Bad request',
  headers_too_large: 'Request headers are too large (limit 16 KB all together)',
  request_timeout: 'The request took too long to arrive',
  malformed_request: 'Malformed HTTP request',
  idempotency_key_reused: IDEMPOTENCY_KEY_REUSED_TEXT,
  idempotency_key_in_use: IDEMPOTENCY_KEY_IN_USE_TEXT,
  stale_version: STALE_VERSION_TEXT,
  no_such_file: 'No such file',
  no_such_sitemap_page: 'No such sitemap page',
  metrics_disabled: 'Metrics are served only when ADMIN_CREDENTIALS is set',
  database_unavailable: DATABASE_UNAVAILABLE_TEXT,
  internal: 'Internal server error',
} as const;

/**
 * Reasons whose English text names something of the request (a service, a date, a pet): thrown
 * with `because(reason, text, params)`, and the params let a client word the same in its language.
 */
export const DYNAMIC_REASONS = [
  'role_not_allowed',
  'service_not_for_species',
  'drop_off_by_day',
  'drop_off_full',
  'drop_off_no_admission',
  'drop_off_closed',
  'drop_off_twice',
  'drop_off_outside_window',
  'cancellation_cutoff',
  'location_not_found',
  'unknown_category',
  'sort_needs_location',
  'no_api_route',
  'nothing_here',
  'bad_job',
] as const;

export type TextReason = keyof typeof ERROR_TEXTS;
export type DynamicReason = (typeof DYNAMIC_REASONS)[number];
export type ErrorReason = TextReason | DynamicReason;
/** An English error text of the table: the only plain text `new AppError` takes. */
export type KnownErrorText = (typeof ERROR_TEXTS)[TextReason];

export const ERROR_REASONS: readonly ErrorReason[] = [
  ...(Object.keys(ERROR_TEXTS) as TextReason[]),
  ...DYNAMIC_REASONS,
];

let reasonByText: Map<string, TextReason> | undefined;

/** The reason of a text of the table, or undefined for any other text. */
export function reasonOfText(text: string): TextReason | undefined {
  reasonByText ??= new Map(
    (Object.entries(ERROR_TEXTS) as Array<[TextReason, string]>).map(([reason, text]) => [
      text,
      reason,
    ]),
  );
  return reasonByText.get(text);
}

/** What a client may fill a reason's or a rule's message with. */
export type ErrorParams = Record<string, string | number | boolean | Array<string | number>>;

/** A text with its reason said outright: a text that names something, or one held in a variable. */
export interface ReasonedText {
  /** Left out only by `knownText` for a text outside the table. */
  readonly reason?: ErrorReason;
  readonly text: string;
  readonly params?: ErrorParams;
}

/** `new AppError(code, because('drop_off_full', dropOffFullText(name), { service: name }))`. */
export const because = (reason: ErrorReason, text: string, params?: ErrorParams): ReasonedText =>
  params ? { reason, text, params } : { reason, text };

/**
 * A text of the table held in a variable typed `string` (one of a record of texts): its reason is
 * found at run time. A text outside the table would answer no reason, so tests keep such records
 * within the table (error-reasons.test.ts).
 */
export const knownText = (text: string): ReasonedText => {
  const reason = reasonOfText(text);
  return reason ? { reason, text } : { text };
};
