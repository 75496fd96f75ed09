import { describe, expect, it } from 'vitest';
import { bookingWindowIn } from '@petvet/shared';
import { offersOn, type DatedWindow, type Demand } from '../time-slots/availability-plan';
import { firstStartOn, nextFreeFrom } from './first-free';
import type { OneClinicNextFreeInput } from './next-free-facts';

// Sunday 31 March 2030, 01:20 UTC: London springs forward at 01:00 UTC, so it is 02:20 there.
const springNow = new Date('2030-03-31T01:20:00Z');
// Tuesday 15 January 2030, 10:05 in London.
const now = new Date('2030-01-15T10:05:00Z');

const window = (date: string, start: number, end: number, more: Partial<DatedWindow> = {}) => ({
  clinicId: 'c',
  date,
  slotId: `${date}-${start}`,
  start,
  end,
  service: 'Consultation',
  duration: end - start,
  isBooked: false,
  ...more,
});
const service = (duration: number): Demand => ({
  kind: 'service',
  service: { clinicId: 'c', id: 's', name: 'Visit', duration, price: 10 },
});

describe('first free start of a day', () => {
  const scenes = [
    { name: 'a past start today', date: '2030-01-15', windows: [window('2030-01-15', 600, 660)] },
    {
      name: 'touching slots',
      date: '2030-01-16',
      windows: [window('2030-01-16', 540, 550), window('2030-01-16', 550, 580)],
    },
    {
      name: 'a busy start',
      date: '2030-01-16',
      windows: [window('2030-01-16', 540, 600)],
      busy: [{ clinicId: 'c', date: '2030-01-16', start: 540, end: 560 }],
    },
    {
      name: 'a booked slot',
      date: '2030-01-17',
      windows: [window('2030-01-17', 480, 510, { isBooked: true }), window('2030-01-17', 600, 630)],
    },
    {
      name: 'a day past the window',
      date: '2030-03-17',
      windows: [window('2030-03-17', 540, 570)],
    },
    { name: 'no windows', date: '2030-01-16', windows: [] },
  ];
  const demands: Array<[string, Demand]> = [
    ['15 minutes', service(15)],
    ['45 minutes', service(45)],
    ['the slots', { kind: 'slots' }],
    ['slots of a named service', { kind: 'slots', serviceName: ' consultation ' }],
  ];

  for (const scene of scenes)
    for (const [named, demand] of demands)
      it(`when the day has ${scene.name} and the demand is ${named}, then the first start is offersOn's first`, () => {
        const day = { date: scene.date, windows: scene.windows, busy: scene.busy ?? [] };
        const clock = { timeZone: 'Europe/London', now };
        expect(
          firstStartOn(day, demand, { ...clock, window: bookingWindowIn('Europe/London', now) }),
        ).toBe(offersOn(day, demand, clock)[0]?.start);
      });

  it("when a start falls in the hour the clocks skip, then it is judged on the clinic's clock as offersOn does", () => {
    const day = { date: '2030-03-31', windows: [window('2030-03-31', 90, 180)], busy: [] };
    const clock = { timeZone: 'Europe/London', now: springNow };
    const window_ = bookingWindowIn('Europe/London', springNow);
    for (const demand of [service(15), { kind: 'slots' } as Demand])
      expect(firstStartOn(day, demand, { ...clock, window: window_ })).toBe(
        offersOn(day, demand, clock)[0]?.start,
      );
  });
});

describe('next free time from the facts', () => {
  const clock = { timeZone: 'Europe/London', now, window: bookingWindowIn('Europe/London', now) };
  const facts = (more: Partial<OneClinicNextFreeInput>): OneClinicNextFreeInput => ({
    shortest: { clinicId: 'c', id: 's', name: 'Visit', duration: 30, price: 10 },
    today: '2030-01-15',
    nextDate: '2030-01-16',
    windows: [],
    busy: [],
    ...more,
  });

  it('when today has a start, then it is the next free time', () => {
    const windows = [window('2030-01-15', 630, 660), window('2030-01-16', 540, 570)];
    expect(nextFreeFrom(facts({ windows }), clock)).toEqual({
      date: '2030-01-15',
      startTime: '10:30',
    });
  });

  it('when only the next date has a start, then it is the next free time', () => {
    const windows = [window('2030-01-15', 540, 570), window('2030-01-16', 540, 570)];
    expect(nextFreeFrom(facts({ windows }), clock)).toEqual({
      date: '2030-01-16',
      startTime: '09:00',
    });
  });

  it('when neither date has room but later dates have time, then the facts cannot tell', () => {
    const windows = [window('2030-01-16', 540, 560)];
    expect(nextFreeFrom(facts({ windows }), clock)).toBeUndefined();
  });

  it('when no date after today has time and today has no room, then there is none', () => {
    expect(nextFreeFrom(facts({ nextDate: null }), clock)).toBeNull();
  });

  it("when the database's today is not the clinic's, then the facts cannot tell", () => {
    expect(nextFreeFrom(facts({ today: '2030-01-14', nextDate: null }), clock)).toBeUndefined();
  });
});
