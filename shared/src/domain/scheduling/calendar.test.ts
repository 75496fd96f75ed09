import { describe, expect, it } from 'vitest';
import { toMinutes as at } from '../time-of-day';
import { claimRefusal, firstFreeStart, freeWholeSlots, type CalendarDay } from './calendar';

const day: CalendarDay = {
  calendarId: 'a',
  windows: [
    { slotId: 's1', start: at('09:00'), end: at('09:30') },
    { slotId: 's2', start: at('09:30'), end: at('10:00') },
  ],
  busy: [{ start: at('09:00'), end: at('09:15') }],
};

describe('one calendar', () => {
  it('when the day starts busy, then the first free start follows the busy range', () => {
    expect(firstFreeStart(day, { duration: 30 })).toEqual({
      slotId: 's1',
      start: at('09:15'),
      end: at('09:45'),
    });
  });

  it('when a span is checked, then off the grid, outside published time and busy are told apart', () => {
    expect(claimRefusal(day, { start: at('09:20'), duration: 15 })).toBe('off_grid');
    expect(claimRefusal(day, { start: at('09:45'), duration: 30 })).toBe('unpublished');
    expect(claimRefusal(day, { start: at('09:00'), duration: 30 })).toBe('busy');
    expect(claimRefusal(day, { start: at('09:15'), duration: 45 })).toBeNull();
  });

  it('when a clinic has no services, then whole free slots are offered', () => {
    expect(freeWholeSlots(day).map((s) => s.slotId)).toEqual(['s2']);
  });
});
