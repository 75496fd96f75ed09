import { afterAll, describe, expect, test } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { zoneCity, zonedTimeLabel, zoneNote } from './zone-label';

const winter = new Date('2026-01-15T12:00:00Z');

describe('zone labels', () => {
  test('when a zone id is given, then its city is named in words', () => {
    expect(zoneCity('Asia/Tokyo')).toBe('Tokyo');
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });

  test('when a Tokyo clinic is seen from London, then both clocks are named', () => {
    expect(
      zonedTimeLabel({
        zone: 'Asia/Tokyo',
        date: '2026-01-15',
        time: '09:00',
        viewer: 'Europe/London',
      }),
    ).toBe('09:00 Tokyo time, 00:00 your time');
  });

  test('when the viewer is on another day, then that day is named', () => {
    expect(
      zonedTimeLabel({
        zone: 'Asia/Tokyo',
        date: '2026-01-15',
        time: '08:30',
        viewer: 'Europe/London',
      }),
    ).toBe('08:30 Tokyo time, 23:30 your time on Wed 14 Jan');
  });

  test('when summer time moves one clock only, then the gap of that date is used', () => {
    expect(
      zonedTimeLabel({
        zone: 'Asia/Tokyo',
        date: '2026-07-15',
        time: '09:00',
        viewer: 'Europe/London',
      }),
    ).toBe('09:00 Tokyo time, 01:00 your time');
  });

  test('when the zones match or read the same clock, then there is no noise', () => {
    const london = { date: '2026-01-15', time: '09:00:00', viewer: 'Europe/London' };
    expect(zonedTimeLabel({ ...london, zone: 'Europe/London' })).toBe('09:00');
    expect(zonedTimeLabel({ ...london, zone: 'Europe/Lisbon' })).toBe('09:00');
    expect(zonedTimeLabel({ ...london, zone: undefined })).toBe('09:00');
    expect(zonedTimeLabel({ ...london, zone: 'Not/AZone' })).toBe('09:00');
    expect(zoneNote('Europe/London', 'Europe/London', winter)).toBeNull();
    expect(zoneNote('Europe/Lisbon', 'Europe/London', winter)).toBeNull();
  });

  test('when the clocks differ now, then the note names the clinic zone', () => {
    expect(zoneNote('Asia/Tokyo', 'Europe/London', winter)).toBe('Tokyo time');
    expect(zoneNote('America/New_York', 'Europe/London', winter)).toBe('New York time');
  });

  test('when the language changes after a label was shown, then the next label is in the new language', async () => {
    const late = { zone: 'Asia/Tokyo', date: '2026-01-15', time: '08:30', viewer: 'Europe/London' };
    expect(zonedTimeLabel(late)).toContain('on Wed 14 Jan');
    await activateLocale('de', ['app']);
    expect(zonedTimeLabel(late)).toContain('Mi., 14. Jan.');
  });

  afterAll(() => activateLocale('en', ['app']));
});
