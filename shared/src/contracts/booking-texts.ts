// Booking settings and refusal texts, apart from the schemas: a page that shows one of them does
// not load the validation library with it.

/** How long a freed time is held for the waiting owner it was offered to. */
export const WAITLIST_HOLD_MINUTES = 15;
/** A clinic's default: owners may cancel or move a visit up to this many hours before it starts. */
export const DEFAULT_CANCELLATION_CUTOFF_HOURS = 24;
/** How many days ahead the booking screen marks days with free times. */
export const AVAILABLE_DAYS_AHEAD = 60;
/** Why a day of the booking window has no free time. */
export const AVAILABLE_DAY_REASONS = ['closed', 'full', 'beyond_horizon'] as const;
export type AvailableDayReason = (typeof AVAILABLE_DAY_REASONS)[number];
/** A waitlist join for a day the clinic does not open. */
export const WAITLIST_CLOSED_DAY_TEXT =
  'The clinic is closed on this day, so there is no waitlist for it. Choose another day.';

/** The refusal inside the clinic's cut-off names the cut-off and how to reach the clinic. */
export const cancellationCutoffText = (hours: number, phone: string) =>
  `This appointment starts in less than ${hours} hours, so it can no longer be changed online. ` +
  (phone ? `Please call the clinic on ${phone}.` : 'Please contact the clinic.');

/** An owner's change to an appointment that is no longer live. */
export const APPOINTMENT_ALREADY_CANCELLED_TEXT = 'This appointment is already cancelled';
export const APPOINTMENT_COMPLETED_CHANGE_TEXT =
  'This appointment has already taken place, so it can no longer be changed';
