import { zoneCity, zonedTimeToInstant } from '@petvet/shared';
import { translate } from '../i18n/i18n';
import { formatLocale } from './format-locale';
import { zoneCityName } from './zone-city-name';

/** The zone this browser shows times in. */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export { zoneCity };

const clock = (zone: string) =>
  new Intl.DateTimeFormat(formatLocale(), {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

const dayOf = (zone: string) =>
  new Intl.DateTimeFormat(formatLocale(), {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });

const dateKey = (zone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

export interface ZonedTime {
  /** The clinic's zone (IANA id) and its wall-clock date and time there. */
  zone: string | null | undefined;
  date: string;
  time: string;
  /** The viewer's zone; the browser's when not given (tests name one). */
  viewer?: string;
}

function validZone(zone: string): boolean {
  try {
    clock(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The same moment on the viewer's clock when the clinic's clock differs there, else null: zones
 * with the same offset at that moment (London and Lisbon in winter) make no noise.
 */
export function viewerTimeOf({ zone, date, time, viewer = viewerZone() }: ZonedTime) {
  if (!zone || zone === viewer || !validZone(zone) || !validZone(viewer)) return null;
  const at = zonedTimeToInstant(zone, date, time.slice(0, 5));
  if (Number.isNaN(at.getTime())) return null;
  const there = clock(zone).format(at);
  const here = clock(viewer).format(at);
  const otherDay = dateKey(viewer, at) !== dateKey(zone, at);
  if (there === here && !otherDay) return null;
  return { time: here, day: otherDay ? dayOf(viewer).format(at) : null };
}

/** "Tokyo time" when the viewer's clock differs from the clinic's now, else null. */
export function zoneNote(
  zone: string | null | undefined,
  viewer = viewerZone(),
  at = new Date(),
): string | null {
  if (!zone || zone === viewer || !validZone(zone) || !validZone(viewer)) return null;
  const same =
    clock(zone).format(at) === clock(viewer).format(at) &&
    dateKey(zone, at) === dateKey(viewer, at);
  return same ? null : translate('common.zone.note', { city: zoneCityName(zone) });
}

/**
 * "09:00 Tokyo time, 01:00 your time" (with the viewer's day when it differs: "23:30 your time on
 * Sun 2 Mar"), or just "09:00" when both clocks read the same.
 */
export function zonedTimeLabel(input: ZonedTime): string {
  const time = input.time.slice(0, 5);
  const mine = viewerTimeOf(input);
  if (!mine || !input.zone) return time;
  const values = { time, city: zoneCityName(input.zone), viewerTime: mine.time };
  return mine.day
    ? translate('common.zone.timesOtherDay', { ...values, viewerDay: mine.day })
    : translate('common.zone.times', values);
}
