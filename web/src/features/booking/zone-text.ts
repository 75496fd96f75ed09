import { translate } from '../../i18n';
import { viewerTimeOf, zoneCity, zoneNote, type ZonedTime } from '../../lib/zone-label';

/**
 * The clinic's times in its own zone, named, in the active language: "09:00 Tokyo time, 01:00
 * your time" (zone-label.ts's English, which these messages keep), or just "09:00" when both
 * clocks read the same.
 */
export function zonedTimeText(input: ZonedTime): string {
  const time = input.time.slice(0, 5);
  const mine = viewerTimeOf(input);
  if (!mine || !input.zone) return time;
  const values = { time, city: zoneCity(input.zone), mine: mine.time };
  return mine.day
    ? translate('booking.zone.labelOtherDay', { ...values, day: mine.day })
    : translate('booking.zone.label', values);
}

/** "Times are Tokyo time: 09:00 Tokyo time, 01:00 your time." when the clocks differ, else null. */
export function zoneTimesText(input: ZonedTime): string | null {
  if (!input.zone || !zoneNote(input.zone, input.viewer)) return null;
  return translate('booking.zone.times', {
    city: zoneCity(input.zone),
    label: zonedTimeText(input),
  });
}
