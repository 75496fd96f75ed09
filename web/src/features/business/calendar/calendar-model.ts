import { fromMinutes, toMinutes, type Calendar, type GenerateSlotsResponse } from '@petvet/shared';
import { activeLocale, translate } from '../../../i18n';

export type CalendarSlot = Calendar['slots'][number];
export type CalendarEntry = Calendar['appointments'][number];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const parts = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year!, month: MONTHS[(month ?? 1) - 1]!, day: day! };
};

/** "2-31 December", "24 November-23 December", "20 December 2026-18 January 2027". */
export function dateRangeText(from: string, to: string): string {
  const locale = activeLocale();
  if (locale !== 'en') return localRange(locale, from, to);
  const a = parts(from);
  const b = parts(to);
  if (from === to) return `${a.day} ${a.month}`;
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year}-${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month}-${b.day} ${b.month}`;
  return `${a.day}-${b.day} ${a.month}`;
}

/** Another language's own range ("2.–31. Dezember", "2–31 décembre"), the year only when it differs. */
function localRange(locale: string, from: string, to: string): string {
  const a = new Date(`${from}T00:00:00Z`);
  const b = new Date(`${to}T00:00:00Z`);
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    ...(a.getUTCFullYear() !== b.getUTCFullYear() ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  return from === to ? format.format(a) : format.formatRange(a, b);
}

/** What a generation run did, in words: "Added 96 time slots for 2-31 December; 312 already existed". */
export function generatedText({ created, existing, from, to }: GenerateSlotsResponse): string {
  const range = dateRangeText(from, to);
  if (created === 0 && existing === 0) return translate('clinic.generate.none', { range });
  if (created === 0) return translate('clinic.generate.allExisted', { range, existing });
  return existing > 0
    ? translate('clinic.generate.addedExisting', { created, range, existing })
    : translate('clinic.generate.added', { created, range });
}

/** The free (unbooked) slot a time on a date falls in, if any. */
export function freeSlotAt(
  slots: CalendarSlot[],
  date: string,
  time: string,
): CalendarSlot | undefined {
  const at = toMinutes(time);
  return slots.find(
    (s) =>
      !s.isBooked && s.date === date && toMinutes(s.startTime) <= at && at < toMinutes(s.endTime),
  );
}

/**
 * The calendar is drawn in UTC so that a clinic's wall-clock times show unchanged whatever the
 * browser's zone: "2026-12-02T09:00:00Z" is 09:00 at the clinic. These turn a grid Date back.
 */
export const wallDate = (at: Date) => at.toISOString().slice(0, 10);
export const wallTime = (at: Date) => at.toISOString().slice(11, 16);
const floating = (date: string, time: string) => `${date}T${time.slice(0, 5)}:00Z`;

export interface GridEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  display?: 'background';
  classNames: string[];
  editable?: boolean;
  extendedProps?: { time: string; petName: string; detail: string } | { closed: string };
}

/**
 * Appointments as movable events; free slots as the green background they can be dropped on.
 * `t` is the calling screen's, so a change of language makes the events again ("Closed").
 */
export function toGridEvents(
  calendar: Calendar | undefined,
  t: typeof translate = translate,
): GridEvent[] {
  if (!calendar) return [];
  const free = calendar.slots
    .filter((s) => !s.isBooked)
    .map((s) => ({
      id: `slot-${s.id}`,
      // The green says it; a word in every half hour only crowds the grid.
      title: '',
      start: floating(s.date, s.startTime),
      end: floating(s.date, s.endTime),
      display: 'background' as const,
      classNames: ['cal-free'],
    }));
  const visits = calendar.appointments.map((a) => ({
    id: a.id,
    title: `${a.petName} · ${a.service} · ${a.ownerName}`,
    start: floating(a.date, a.time),
    end: floating(a.date, a.endTime),
    classNames: ['cal-visit', `cal-visit--${a.status}`],
    // Only live visits move: a cancelled, completed or missed one stays where it was.
    editable: a.status === 'pending' || a.status === 'confirmed',
    extendedProps: {
      time: a.time.slice(0, 5),
      petName: a.petName,
      detail: `${a.service} · ${a.ownerName}`,
    },
  }));
  // A closed day is shaded whole and says Closed, so no one books or moves a visit into it.
  const closed = (calendar.closures ?? []).map((c) => ({
    id: `closed-${c.from}-${c.to}`,
    title: t('clinic.calendar.closed', { reason: c.reason }),
    start: floating(c.from, '00:00'),
    end: new Date(Date.parse(floating(c.to, '00:00')) + 86_400_000).toISOString(),
    display: 'background' as const,
    classNames: ['cal-closed'],
    extendedProps: { closed: t('clinic.calendar.closed', { reason: c.reason }) },
  }));
  return [...closed, ...free, ...visits];
}

/** The hours the time grid spans: the working day, widened to show any earlier or later entry. */
export function gridHours(calendar: Calendar | undefined): { min: string; max: string } {
  let min = 7 * 60;
  let max = 20 * 60;
  for (const s of calendar?.slots ?? []) {
    min = Math.min(min, toMinutes(s.startTime));
    max = Math.max(max, toMinutes(s.endTime));
  }
  for (const a of calendar?.appointments ?? []) {
    min = Math.min(min, toMinutes(a.time));
    max = Math.max(max, toMinutes(a.endTime));
  }
  return {
    min: fromMinutes(Math.floor(min / 60) * 60),
    max: fromMinutes(Math.min(24 * 60, Math.ceil(max / 60) * 60)),
  };
}
