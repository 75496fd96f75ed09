import { paths, dateTimeFormat } from '@petvet/shared';
import type { NextAvailable, PublicService } from '@petvet/shared';
import { translate } from '../../i18n';
import { formatLocale } from '../../lib/format-locale';

/** How many of the next free times the clinic page offers as buttons. */
export const NEXT_FREE_BUTTONS = 6;
/** "No free times online in the next 60 days", in the active language. */
export const noFreeTimeText = () => translate('clinics.nextFree.none');

/** "Tue 3 Dec" ("Di., 3. Dez." in German) in the clinic's own calendar (the date is already the clinic's). */
export function shortDay(date: string): string {
  const day = new Date(`${date}T00:00:00`);
  if (Number.isNaN(day.getTime())) return date;
  return dateTimeFormat(formatLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(day);
}

/**
 * The service a clinic's next free time is counted for when none is named: its shortest (the
 * server's rule), undefined for a clinic that lists none (its published slots count as they are).
 * The buttons under the headline are asked for it, so both say the same first time.
 */
export function headlineService(services: readonly PublicService[] | undefined) {
  return [...(services ?? [])].sort((a, b) => a.duration - b.duration)[0];
}

/** "Next free: Tue 3 Dec, 09:30"; null when the answer says nothing about it. */
export function nextFreeText(next: NextAvailable | undefined): string | null {
  if (next === undefined) return null;
  if (next === null) return noFreeTimeText();
  return translate('clinics.nextFree.next', {
    day: shortDay(next.date),
    time: next.startTime.slice(0, 5),
  });
}

/** The booking screen opened on one time, keeping the search the visitor came from. */
export function bookingLink(
  clinicId: string,
  search: string,
  choice: { date?: string; time?: string; service?: string; waitlist?: boolean },
): string {
  const params = new URLSearchParams(search);
  if (choice.date) params.set('date', choice.date);
  if (choice.time) params.set('time', choice.time);
  if (choice.service) params.set('service', choice.service);
  if (choice.waitlist) params.set('waitlist', '1');
  return paths.bookAppointment(clinicId, params);
}
