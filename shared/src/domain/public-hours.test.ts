import { describe, expect, it } from 'vitest';
import { WEEK_DAYS, type WorkingHours } from '../contracts/clinic-ops';
import { publicOpeningHours } from './public-hours';
import { schemaOrgOpeningHours } from './schema-org-hours';

type Ranges = Array<[string, string]>;
/** A week from seven days' ranges, Monday first. */
const week = (days: Ranges[]): WorkingHours =>
  WEEK_DAYS.map((day, i) => ({
    day,
    ranges: (days[i] ?? []).map(([start, end]) => ({ start, end })),
  }));
const split: Ranges = [
  ['09:00', '12:00'],
  ['14:00', '17:00'],
];

describe('public opening hours', () => {
  it('when weekdays share hours, then they share one line and the weekend days follow', () => {
    expect(
      publicOpeningHours(week([split, split, split, split, split, [['09:00', '12:00']]])),
    ).toEqual(['Mon-Fri: 09:00-12:00, 14:00-17:00', 'Sat: 09:00-12:00', 'Sun: Closed']);
  });

  it('when a clinic never set hours, then its lines are the standard blocks its time is generated from', () => {
    expect(publicOpeningHours(null)).toEqual(['Mon-Sat: 09:00-12:00, 14:00-17:00', 'Sun: Closed']);
  });

  it('when periods are given out of order and days differ, then each run of days is a line and periods read in order', () => {
    const late: Ranges = [
      ['14:00', '20:00'],
      ['08:00', '12:00'],
    ];
    expect(publicOpeningHours(week([late, late, [], [['10:00', '24:00']], [], [], []]))).toEqual([
      'Mon, Tue: 08:00-12:00, 14:00-20:00',
      'Wed: Closed',
      'Thu: 10:00-24:00',
      'Fri-Sun: Closed',
    ]);
  });

  it('when every day is open alike, then one line covers the week', () => {
    expect(publicOpeningHours(week(Array.from({ length: 7 }, () => split)))).toEqual([
      'Mon-Sun: 09:00-12:00, 14:00-17:00',
    ]);
  });

  it('when the lines go into structured data, then each period is a schema.org range and closed days are left out', () => {
    expect(
      schemaOrgOpeningHours([
        'Mon-Fri: 09:00-12:00, 14:00-17:00',
        'Sat, Sun: 10:00-12:00',
        'Wed: Closed',
        'Monday: 8:00 AM - 6:00 PM',
      ]),
    ).toEqual(['Mo-Fr 09:00-12:00', 'Mo-Fr 14:00-17:00', 'Sa,Su 10:00-12:00']);
  });
});
