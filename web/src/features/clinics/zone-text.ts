import { translate } from '../../i18n';
import { zonedTimeLabel, zoneNote, type ZonedTime } from '../../lib/zone-label';

/**
 * "Times are Tokyo time: 09:00 Tokyo time, 01:00 your time." in the active language when the
 * viewer's clock differs from the clinic's, else null. The zone and both clocks are named by
 * lib/zone-label, as everywhere a clinic's time is shown.
 */
export function zoneTimesText(input: ZonedTime): string | null {
  const note = zoneNote(input.zone, input.viewer);
  if (!note) return null;
  return translate('clinics.zone.times', { note, label: zonedTimeLabel(input) });
}
