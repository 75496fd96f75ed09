import { describe, expect, it } from 'vitest';
import {
  addMinutes,
  addMinutesWithinDay,
  fromMinutes,
  rangesOverlap,
  toMinutes,
  twelveHourTime,
  withoutSeconds,
} from './time-of-day';

describe('time of day', () => {
  it('when a time is read, then it counts minutes since midnight whether or not it has seconds', () => {
    expect(['00:00', '08:30', '08:30:00', '23:59:59', '24:00'].map(toMinutes)).toEqual([
      0, 510, 510, 1439, 1440,
    ]);
  });

  it('when a time is written without a leading zero or oddly, then it is read as split at its colons', () => {
    expect(toMinutes('8:30')).toBe(510);
    expect(toMinutes('9')).toBe(540);
    expect(toMinutes('')).toBe(0);
    expect(toMinutes('08:305')).toBe(8 * 60 + 305);
    expect(toMinutes('ab:cd')).toBeNaN();
  });

  it('when every minute of a day is written and read back, then it comes back unchanged', () => {
    for (let minute = 0; minute <= 1440; minute += 1) {
      expect(toMinutes(fromMinutes(minute))).toBe(minute);
    }
    expect(fromMinutes(510)).toBe('08:30');
    expect(fromMinutes(1440)).toBe('24:00');
  });

  it('when PostgreSQL gives a time with seconds, then the wire form drops them', () => {
    expect(withoutSeconds('08:30:00')).toBe('08:30');
    expect(withoutSeconds('08:30')).toBe('08:30');
  });

  it('when minutes are added, then only the within-day form stops at 23:59', () => {
    expect(addMinutes('09:00', 30)).toBe('09:30');
    expect(addMinutes('23:45', 30)).toBe('24:15');
    expect(addMinutesWithinDay('09:00', 30)).toBe('09:30');
    expect(addMinutesWithinDay('23:45', 30)).toBe('23:59');
  });

  it('when two spans share a minute, then they overlap, and spans that only touch do not', () => {
    const nine = { start: 540, end: 570 };
    expect(rangesOverlap(nine, { start: 560, end: 600 })).toBe(true);
    expect(rangesOverlap(nine, { start: 545, end: 550 })).toBe(true);
    expect(rangesOverlap({ start: 500, end: 600 }, nine)).toBe(true);
    expect(rangesOverlap(nine, { start: 570, end: 600 })).toBe(false);
    expect(rangesOverlap({ start: 510, end: 540 }, nine)).toBe(false);
  });

  it('when times are shown, then they read on a 12-hour clock, midnight included', () => {
    expect(['08:00', '12:30', '00:15', '24:00', '13:05'].map(twelveHourTime)).toEqual([
      '8:00 AM',
      '12:30 PM',
      '12:15 AM',
      '12:00 AM',
      '1:05 PM',
    ]);
  });
});
