import { describe, expect, it } from 'vitest';
import {
  admissionOn,
  dropOffDayText,
  placesLeft,
  reservedRanges,
  weekdayOf,
  type DropOffRules,
} from './drop-off-days';

const rules: DropOffRules = {
  windows: [{ day: 'monday', start: '08:00', end: '09:00' }],
  collectionTime: '16:00',
  dailyCap: 6,
  clinicianId: 'theatre-vet',
};

describe('drop-off days', () => {
  it('when a date is a Monday, then its admission window is the Monday one; other days have none', () => {
    expect(weekdayOf('2030-03-04')).toBe('monday');
    expect(admissionOn(rules, '2030-03-04')).toEqual({ start: '08:00', end: '09:00' });
    expect(admissionOn(rules, '2030-03-05')).toBeNull();
  });

  it('when a theatre clinician is set, then their time from admission to collection is kept on drop-off days only', () => {
    expect(reservedRanges(rules, '2030-03-04')).toEqual([
      { clinicianId: 'theatre-vet', start: 8 * 60, end: 16 * 60 },
    ]);
    expect(reservedRanges(rules, '2030-03-05')).toEqual([]);
    expect(reservedRanges({ ...rules, clinicianId: null }, '2030-03-04')).toEqual([]);
    expect(reservedRanges(null, '2030-03-04')).toEqual([]);
  });

  it('when counting places, then the smaller of the service cap and the total cap is left', () => {
    expect(placesLeft({ serviceCap: 4, totalCap: 6 }, { service: 1, total: 4 })).toBe(2);
    expect(placesLeft({ serviceCap: 4, totalCap: 6 }, { service: 4, total: 4 })).toBe(0);
    expect(placesLeft({ serviceCap: null, totalCap: 6 }, { service: 0, total: 5 })).toBe(1);
    expect(placesLeft({ serviceCap: 2, totalCap: 6 }, { service: 3, total: 3 })).toBe(0);
  });

  it('when an owner reads a day, then it says when to drop off and collect', () => {
    expect(dropOffDayText({ start: '08:00', end: '09:00' }, '16:00')).toBe(
      'Drop off 08:00-09:00, collect from 16:00',
    );
  });
});
