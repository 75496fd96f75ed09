import { describe, expect, it } from 'vitest';
import { workingHoursSchema, type WorkingHours } from '../contracts/clinic-ops';
import { openingHoursLines, planWorkingSlots, rangesOn } from './working-hours';

const closedWeek: WorkingHours = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
].map((day) => ({ day: day as WorkingHours[number]['day'], ranges: [] }));
const withDay = (index: number, ranges: Array<[string, string]>): WorkingHours =>
  closedWeek.map((entry, i) =>
    i === index ? { ...entry, ranges: ranges.map(([start, end]) => ({ start, end })) } : entry,
  );

describe('working hours', () => {
  it('when a day has two periods given out of order, then its line lists them in order and closed days say Closed', () => {
    const lines = openingHoursLines(
      withDay(0, [
        ['14:00', '18:00'],
        ['08:00', '13:00'],
      ]),
    );
    expect(lines[0]).toBe('Monday: 8:00 AM - 1:00 PM, 2:00 PM - 6:00 PM');
    expect(lines[6]).toBe('Sunday: Closed');
  });

  it('when a period touches the next, then it is valid; when it overlaps, then the text names the day', () => {
    expect(
      workingHoursSchema.safeParse(
        withDay(2, [
          ['08:00', '12:00'],
          ['12:00', '13:00'],
        ]),
      ).success,
    ).toBe(true);
    const overlap = workingHoursSchema.safeParse(
      withDay(2, [
        ['08:00', '12:00'],
        ['11:59', '13:00'],
      ]),
    );
    expect(overlap.error?.issues[0]?.message).toBe("Wednesday's opening periods must not overlap");
  });

  it('when no hours are set, then dates follow the spec rule: Sundays closed, two blocks otherwise', () => {
    expect(rangesOn(null, '2030-12-08')).toEqual([]); // a Sunday
    expect(rangesOn(null, '2030-12-09')).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '17:00' },
    ]);
  });

  it('when a period does not divide into half hours, then no slot runs past its end', () => {
    const plan = planWorkingSlots({
      hours: withDay(0, [['08:00', '09:45']]),
      today: '2030-12-02',
      currentTime: '00:00',
      days: 7,
      slotMinutes: 30,
    });
    expect(plan.slots.map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
      '08:00-08:30',
      '08:30-09:00',
      '09:00-09:30',
    ]);
    expect(plan).toMatchObject({ from: '2030-12-02', to: '2030-12-08' });
  });

  it('when a date is closed, then it gets no slots', () => {
    const plan = planWorkingSlots({
      hours: null,
      today: '2030-12-02',
      currentTime: '00:00',
      days: 2,
      slotMinutes: 30,
      closed: (date) => date === '2030-12-02',
    });
    expect(new Set(plan.slots.map((s) => s.date))).toEqual(new Set(['2030-12-03']));
  });
});
