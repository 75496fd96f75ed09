import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  bookabilityOf,
  bookingWindowIn,
  isDateInBookingWindow,
  isLocalTimePast,
  isKnownTimeZone,
  clinicDateTimeAt,
  offsetMinutesAt,
  todayIn,
  zonedTimeToInstant,
} from './booking-window';

const LONDON = 'Europe/London';
const LA = 'America/Los_Angeles';
const at = (iso: string) => new Date(iso);

describe('booking window', () => {
  it('when it is late evening in Los Angeles, then London is already on the next day', () => {
    const instant = at('2025-06-10T23:30:00Z');
    expect(todayIn(LONDON, instant)).toBe('2025-06-11');
    expect(todayIn(LA, instant)).toBe('2025-06-10');
    expect(clinicDateTimeAt(LONDON, instant)).toEqual({ date: '2025-06-11', time: '00:30' });
    expect(clinicDateTimeAt(LA, instant)).toEqual({ date: '2025-06-10', time: '16:30' });
  });

  it('when the window is asked for, then it runs from the clinic’s today to 60 days later inclusive', () => {
    const instant = at('2025-06-10T23:30:00Z');
    expect(bookingWindowIn(LONDON, instant)).toEqual({ first: '2025-06-11', last: '2025-08-10' });
    expect(bookingWindowIn(LA, instant)).toEqual({ first: '2025-06-10', last: '2025-08-09' });
    expect(isDateInBookingWindow(LONDON, '2025-08-10', instant)).toBe(true);
    expect(isDateInBookingWindow(LA, '2025-08-10', instant)).toBe(false);
    expect(isDateInBookingWindow(LA, '2025-06-10', instant)).toBe(true);
    expect(isDateInBookingWindow(LONDON, '2025-06-10', instant)).toBe(false);
  });

  it('when days are added across month, year and leap-day edges, then the calendar is respected', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addCalendarDays('2025-03-09', 60)).toBe('2025-05-08');
  });

  it('when offsets are read in summer and winter, then daylight saving is applied', () => {
    expect(offsetMinutesAt(LONDON, at('2025-01-15T12:00:00Z'))).toBe(0);
    expect(offsetMinutesAt(LONDON, at('2025-07-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutesAt(LA, at('2025-01-15T12:00:00Z'))).toBe(-480);
    expect(offsetMinutesAt(LA, at('2025-07-15T12:00:00Z'))).toBe(-420);
  });

  it('when a local time is converted on an ordinary day, then the zone offset is used', () => {
    expect(zonedTimeToInstant(LONDON, '2025-06-10', '12:00').toISOString()).toBe(
      '2025-06-10T11:00:00.000Z',
    );
    expect(zonedTimeToInstant(LA, '2025-06-10', '12:00').toISOString()).toBe(
      '2025-06-10T19:00:00.000Z',
    );
    expect(zonedTimeToInstant(LA, '2025-01-10', '12:00').toISOString()).toBe(
      '2025-01-10T20:00:00.000Z',
    );
  });

  it('when Los Angeles springs forward, then times after 03:00 use the summer offset', () => {
    // 2025-03-09: 02:00 PST becomes 03:00 PDT.
    expect(zonedTimeToInstant(LA, '2025-03-09', '01:30').toISOString()).toBe(
      '2025-03-09T09:30:00.000Z',
    );
    expect(zonedTimeToInstant(LA, '2025-03-09', '03:00').toISOString()).toBe(
      '2025-03-09T10:00:00.000Z',
    );
    // 02:30 does not exist that day: read with the offset before the change, i.e. 03:30 PDT.
    expect(zonedTimeToInstant(LA, '2025-03-09', '02:30').toISOString()).toBe(
      '2025-03-09T10:30:00.000Z',
    );
  });

  it('when London falls back, then a repeated time means its first occurrence and later times use GMT', () => {
    // 2025-10-26: 02:00 BST becomes 01:00 GMT, so 01:30 happens twice.
    expect(zonedTimeToInstant(LONDON, '2025-10-26', '01:30').toISOString()).toBe(
      '2025-10-26T00:30:00.000Z',
    );
    expect(zonedTimeToInstant(LONDON, '2025-10-26', '10:00').toISOString()).toBe(
      '2025-10-26T10:00:00.000Z',
    );
    expect(zonedTimeToInstant(LONDON, '2025-10-25', '10:00').toISOString()).toBe(
      '2025-10-25T09:00:00.000Z',
    );
  });

  it('when the same local time is asked for in two zones at one instant, then each clinic decides by its own clock', () => {
    const instant = at('2025-06-10T17:30:00Z'); // London 18:30, Los Angeles 10:30
    expect(isLocalTimePast(LONDON, '2025-06-10', '12:00', instant)).toBe(true);
    expect(isLocalTimePast(LA, '2025-06-10', '12:00', instant)).toBe(false);
    expect(isLocalTimePast(LA, '2025-06-10', '10:30', instant)).toBe(true);
  });

  it('when it is 03:30 on the Los Angeles spring-forward morning, then 03:00 is past and 04:00 is not', () => {
    const instant = at('2025-03-09T10:30:00Z');
    expect(isLocalTimePast(LA, '2025-03-09', '03:00', instant)).toBe(true);
    expect(isLocalTimePast(LA, '2025-03-09', '04:00', instant)).toBe(false);
  });

  it('when it is 09:30 GMT on the London fall-back day, then 10:00 is still ahead', () => {
    const instant = at('2025-10-26T09:30:00Z');
    expect(isLocalTimePast(LONDON, '2025-10-26', '10:00', instant)).toBe(false);
    expect(isLocalTimePast(LONDON, '2025-10-26', '09:00', instant)).toBe(true);
  });

  it('when a slot is judged, then it is past, beyond the window or bookable', () => {
    const instant = at('2025-06-10T23:30:00Z');
    expect(bookabilityOf(LONDON, '2025-06-10', '17:00', instant)).toBe('past');
    expect(bookabilityOf(LA, '2025-06-10', '17:00', instant)).toBe('bookable');
    expect(bookabilityOf(LA, '2025-06-10', '16:00', instant)).toBe('past');
    expect(bookabilityOf(LONDON, '2025-08-10', '09:00', instant)).toBe('bookable');
    expect(bookabilityOf(LA, '2025-08-10', '09:00', instant)).toBe('beyond_window');
  });

  it('when a zone name is checked, then only real IANA zones pass', () => {
    expect(isKnownTimeZone(LONDON)).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
