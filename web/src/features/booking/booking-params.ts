import type { PublicTimeSlot } from '@petvet/shared';
import { formatLocale } from '../../lib/format-locale';

/** What the booking screen keeps in its address, so a sign-in round trip comes back to it. */
export interface BookingChoice {
  date?: string;
  time?: string;
  service?: string;
  /** The clinician chosen; absent: any available. */
  clinician?: string;
  /** The published slot the chosen time starts in: two services may start at the same time. */
  slot?: string;
  /** '2': open on the confirmation step. */
  step?: string;
  /** '1': open with the waitlist form for the chosen day. */
  waitlist?: string;
}

const CHOICE_KEYS = ['date', 'time', 'service', 'clinician', 'slot', 'step', 'waitlist'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const SLOT_ID = /^[0-9a-zA-Z-]{1,64}$/;

export function readBookingChoice(params: URLSearchParams): BookingChoice {
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const slot = params.get('slot') ?? '';
  const clinician = params.get('clinician') ?? '';
  return {
    date: DATE.test(date) ? date : undefined,
    time: TIME.test(time) ? time : undefined,
    service: params.get('service')?.trim() || undefined,
    clinician: SLOT_ID.test(clinician) ? clinician : undefined,
    slot: SLOT_ID.test(slot) ? slot : undefined,
    step: params.get('step') === '2' && TIME.test(time) ? '2' : undefined,
    waitlist: params.get('waitlist') === '1' ? '1' : undefined,
  };
}

/** The search the visitor came from (city, postcode, radius), without the booking's own values. */
export function searchPart(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const key of CHOICE_KEYS) rest.delete(key);
  const query = rest.toString();
  return query ? `?${query}` : '';
}

/** The booking screen's address for a choice, keeping the search the visitor came from. */
export function bookingPath(pathname: string, search: string, choice: BookingChoice): string {
  // The choices always follow the search, in one order: one choice has one address.
  const params = new URLSearchParams(search);
  for (const key of CHOICE_KEYS) params.delete(key);
  for (const key of CHOICE_KEYS) {
    const value = choice[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** One start time; a clinic's published stretch of time offers several, under one id. */
export const slotKey = (slot: Pick<PublicTimeSlot, 'id' | 'startTime'>) =>
  `${slot.id}@${slot.startTime}`;

/** "Tue 3 Dec" ("Di., 3. Dez."): short enough for a strip of days and a card line. */
export function shortDay(date: string): string {
  const day = new Date(`${date}T00:00:00`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString(formatLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
}
