import { zoneCity, zonedTimeToInstant } from '@petvet/shared';
import { translate } from '../i18n/i18n';
import { formatLocale } from './format-locale';
import { zoneCityName } from './zone-city-name';

/** The zone this browser shows times in. */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export { zoneCity };

type Kind = 'clock' | 'day' | 'dateKey';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  dateKey: { year: 'numeric', month: '2-digit', day: '2-digit' },
};

/**
 * Formatters kept by kind, locale and zone: making one costs about as much as formatting a
 * hundred times, and a page of slots or results asks for the same few again and again. A zone
 * the browser does not know is remembered as null.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatter(kind: Kind, zone: string): Intl.DateTimeFormat | null {
  const locale = kind === 'dateKey' ? 'en-CA' : formatLocale();
  const key = `${kind} ${locale} ${zone}`;
  let made = formatters.get(key);
  if (made === undefined) {
    try {
      made = new Intl.DateTimeFormat(locale, { ...OPTIONS[kind], timeZone: zone });
    } catch {
      made = null;
    }
    formatters.set(key, made);
  }
  return made;
}

const formatIn = (kind: Kind, zone: string, at: Date) => formatter(kind, zone)?.format(at) ?? '';

export interface ZonedTime {
  /** The clinic's zone (IANA id) and its wall-clock date and time there. */
  zone: string | null | undefined;
  date: string;
  time: string;
  /** The viewer's zone; the browser's when not given (tests name one). */
  viewer?: string;
}

function validZone(zone: string): boolean {
  return formatter('clock', zone) !== null;
}

/**
 * The same moment on the viewer's clock when the clinic's clock differs there, else null: zones
 * with the same offset at that moment (London and Lisbon in winter) make no noise.
 */
export function viewerTimeOf({ zone, date, time, viewer = viewerZone() }: ZonedTime) {
  if (!zone || zone === viewer || !validZone(zone) || !validZone(viewer)) return null;
  const at = zonedTimeToInstant(zone, date, time.slice(0, 5));
  if (Number.isNaN(at.getTime())) return null;
  const there = formatIn('clock', zone, at);
  const here = formatIn('clock', viewer, at);
  const otherDay = formatIn('dateKey', viewer, at) !== formatIn('dateKey', zone, at);
  if (there === here && !otherDay) return null;
  return { time: here, day: otherDay ? formatIn('day', viewer, at) : null };
}

/** "Tokyo time" when the viewer's clock differs from the clinic's now, else null. */
export function zoneNote(
  zone: string | null | undefined,
  viewer = viewerZone(),
  at = new Date(),
): string | null {
  if (!zone || zone === viewer || !validZone(zone) || !validZone(viewer)) return null;
  const same =
    formatIn('clock', zone, at) === formatIn('clock', viewer, at) &&
    formatIn('dateKey', zone, at) === formatIn('dateKey', viewer, at);
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
