import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  buildCalendarFeed,
  escapeText,
  foldLine,
  type CalendarEvent,
} from './calendar-ics';
import { formatUtcOffset } from './vtimezone';

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'a1b2@petvet',
  date: '2025-03-10',
  time: '09:30',
  timeZone: 'America/Los_Angeles',
  durationMinutes: 45,
  summary: 'Vaccination for Rex at Sunset Vets',
  location: '1 Sunset Blvd, Los Angeles',
  description: 'Bring the booklet; thanks',
  status: 'confirmed',
  stamp: new Date('2025-03-01T12:00:00Z'),
  ...overrides,
});

/** Reads the text back with a real iCalendar parser, resolving the event's zone from its VTIMEZONE. */
function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { calendar, vevent };
}

describe('calendar export', () => {
  it('when an event is built, then every line ends in CRLF and the required properties are there', () => {
    const text = buildCalendar(event());
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const needle of [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:',
      'BEGIN:VTIMEZONE',
      'TZID:America/Los_Angeles',
      'BEGIN:VEVENT',
      'UID:a1b2@petvet',
      'DTSTAMP:20250301T120000Z',
      'DTSTART;TZID=America/Los_Angeles:20250310T093000',
      'DURATION:PT45M',
      'STATUS:CONFIRMED',
      'END:VCALENDAR',
    ]) {
      expect(text).toContain(needle);
    }
  });

  it('when a parser reads it just after the Los Angeles spring change, then the start is 09:30 PDT (16:30 UTC)', () => {
    const { vevent } = parseEvent(buildCalendar(event()));
    expect(vevent.startDate.toUnixTime()).toBe(Date.parse('2025-03-10T16:30:00Z') / 1000);
    expect(vevent.endDate.toUnixTime()).toBe(Date.parse('2025-03-10T17:15:00Z') / 1000);
    expect(vevent.summary).toBe('Vaccination for Rex at Sunset Vets');
    expect(vevent.description).toBe('Bring the booklet; thanks');
    expect(vevent.location).toBe('1 Sunset Blvd, Los Angeles');
  });

  it('when a London winter and summer event are read, then each uses the offset of its own day', () => {
    const winter = parseEvent(
      buildCalendar(event({ timeZone: 'Europe/London', date: '2025-10-27', time: '10:00' })),
    );
    expect(winter.vevent.startDate.toUnixTime()).toBe(Date.parse('2025-10-27T10:00:00Z') / 1000);
    const summer = parseEvent(
      buildCalendar(event({ timeZone: 'Europe/London', date: '2025-10-24', time: '10:00' })),
    );
    expect(summer.vevent.startDate.toUnixTime()).toBe(Date.parse('2025-10-24T09:00:00Z') / 1000);
  });

  it('when text holds separators or long content, then it is escaped and folded at 75 octets', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(100)}`);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    const { vevent } = parseEvent(buildCalendar(event({ description: 'é'.repeat(100) })));
    expect(vevent.description).toBe('é'.repeat(100));
  });

  it('when text holds a bare CR, a CRLF or an LF, then each becomes one escaped newline and no raw CR or LF is left', () => {
    expect(escapeText('a\rb\r\nc\nd')).toBe('a\\nb\\nc\\nd');
    expect(escapeText('tab\there\u0007\u001b\u007f')).toBe('tab\there');
    const text = buildCalendar(
      event({
        summary: 'Rex\rX-INJECTED:1',
        location: '1 Road\r\nBEGIN:VALARM',
        description: 'line one\rline two',
      }),
    );
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).not.toMatch(/^(X-INJECTED|BEGIN:VALARM)/m);
    const { vevent } = parseEvent(text);
    expect(vevent.summary).toBe('Rex\nX-INJECTED:1');
    expect(vevent.location).toBe('1 Road\nBEGIN:VALARM');
    expect(vevent.description).toBe('line one\nline two');
  });

  it('when the appointment is cancelled or pending, then the event status says so', () => {
    expect(buildCalendar(event({ status: 'cancelled' }))).toContain('STATUS:CANCELLED');
    expect(buildCalendar(event({ status: 'pending' }))).toContain('STATUS:TENTATIVE');
  });

  it('when offsets are written, then they read as signed hours and minutes', () => {
    expect(formatUtcOffset(60)).toBe('+0100');
    expect(formatUtcOffset(-480)).toBe('-0800');
    expect(formatUtcOffset(330)).toBe('+0530');
    expect(formatUtcOffset(0)).toBe('+0000');
  });

  it('when an invitation is built, then it says REQUEST with the clinic as organizer and the owner as attendee', () => {
    const text = buildCalendar(
      event({
        sequence: 2,
        organizer: { name: 'Sunset Vets, LA', email: 'desk@sunset.test' },
        attendee: { name: 'Olivia "O" Owner', email: 'olivia@example.test' },
      }),
      'REQUEST',
    );
    expect(text).toContain('METHOD:REQUEST');
    const { calendar, vevent } = parseEvent(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(vevent.sequence).toBe(2);
    expect(vevent.organizer).toBe('mailto:desk@sunset.test');
    expect(vevent.attendees[0]?.getParameter('cn')).toBe('Olivia O Owner');
  });

  it('when a cancellation is built, then it says CANCEL and the event is cancelled whatever its status was', () => {
    const text = buildCalendar(event({ status: 'confirmed', sequence: 1 }), 'CANCEL');
    expect(text).toContain('METHOD:CANCEL');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('UID:a1b2@petvet');
  });

  it('when a feed holds events in two zones, then each zone is described once and every event reads at its own time', () => {
    const text = buildCalendarFeed(
      [
        event({ uid: 'one@petvet' }),
        event({ uid: 'two@petvet', timeZone: 'Europe/London', date: '2025-03-11', time: '08:00' }),
        event({ uid: 'three@petvet', date: '2025-03-12' }),
      ],
      { name: 'PetVet: Olivia' },
    );
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.register(zone);
    const starts = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component).startDate.toUnixTime());
    expect(starts).toEqual(
      ['2025-03-10T16:30:00Z', '2025-03-11T08:00:00Z', '2025-03-12T16:30:00Z'].map(
        (iso) => Date.parse(iso) / 1000,
      ),
    );
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('PetVet: Olivia');
  });
});
