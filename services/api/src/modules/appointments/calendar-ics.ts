import { zonedTimeToInstant } from '@petvet/shared';
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
}

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

/** One appointment as an iCalendar object, in the clinic's own zone. */
export function buildCalendar(event: CalendarEvent): string {
  const start = zonedTimeToInstant(event.timeZone, event.date, event.time);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PetVet//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezoneLines(event.timeZone, start),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.date, event.time)}`,
    `DURATION:PT${event.durationMinutes}M`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${STATUS[event.status]}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
