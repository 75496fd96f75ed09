import { zonedTimeToInstant } from '../../domain/booking-window';
import { vtimezoneLines } from './vtimezone';

export interface CalendarEvent {
  uid: string;
  /** Local date and time in the clinic's zone. */
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  stamp: Date;
  /** Revision of the event: a calendar applies an update only when it is higher than what it has. */
  sequence?: number;
  /** Who sends invitations about it (the clinic) and who is invited (the owner): iTIP needs both. */
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
  url?: string;
}

export interface CalendarPerson {
  name: string;
  email: string;
}

/**
 * PUBLISH for a download or a feed; REQUEST for an invitation a calendar adds or updates (same UID,
 * higher SEQUENCE); CANCEL removes the event with that UID.
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/**
 * TEXT values escape backslash, semicolon, comma and every line break (RFC 5545 3.3.11). A bare CR
 * counts as a break too: many readers end a line there, which would let text start a property.
 * Other control characters are not allowed in TEXT at all, so they are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** Lines longer than 75 octets continue on lines starting with a space, never inside a character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const localStamp = (date: string, time: string) =>
  `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

const STATUS = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/** A parameter value in quotes, which may hold ':' ';' ','; quotes and line breaks cannot appear. */
const paramValue = (value: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  `"${value.replace(/["\u0000-\u001f\u007f]/g, '').trim()}"`;
// eslint-disable-next-line no-control-regex -- an address never holds these; a calendar must not read them
const mailto = (email: string) => `mailto:${email.replace(/[\s"<>\u0000-\u001f\u007f]/g, '')}`;

function eventLines(event: CalendarEvent, method: CalendarMethod): string[] {
  const status = method === 'CANCEL' ? 'CANCELLED' : STATUS[event.status];
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.date, event.time)}`,
    `DURATION:PT${event.durationMinutes}M`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(/\s/g, '')}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`]
      : []),
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:${mailto(event.attendee.email)}`,
        ]
      : []),
    `STATUS:${status}`,
    'END:VEVENT',
  ];
}

/** A calendar of events, each zone described once (around the zone's first event). */
function calendarText(
  events: CalendarEvent[],
  method: CalendarMethod,
  header: string[] = [],
): string {
  const zones = new Map<string, Date>();
  for (const event of events) {
    if (!zones.has(event.timeZone))
      zones.set(event.timeZone, zonedTimeToInstant(event.timeZone, event.date, event.time));
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PetVet//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...header,
    ...[...zones].flatMap(([zone, instant]) => vtimezoneLines(zone, instant)),
    ...events.flatMap((event) => eventLines(event, method)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** One appointment as an iCalendar object, in the clinic's own zone. */
export function buildCalendar(event: CalendarEvent, method: CalendarMethod = 'PUBLISH'): string {
  return calendarText([event], method);
}

/** A subscribable calendar: every event, published under a name the calendar app shows. */
export function buildCalendarFeed(
  events: CalendarEvent[],
  feed: { name: string; refreshMinutes?: number },
): string {
  const refresh = feed.refreshMinutes ?? 60;
  return calendarText(events, 'PUBLISH', [
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `NAME:${escapeText(feed.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${refresh}M`,
    `X-PUBLISHED-TTL:PT${refresh}M`,
  ]);
}
