import { describe, expect, it } from 'vitest';
import { toNextFreeFacts } from './next-free-facts';

describe('next-free facts as the database answers them', () => {
  it('when windows come in any order, then they are read in date and start order, in minutes', () => {
    const facts = toNextFreeFacts(null, [
      '2030-01-15',
      '2030-01-16',
      [
        ['2030-01-16', '09:00:00', '09:30:00', false],
        ['2030-01-15', '14:15:00', '15:00:00', true],
        ['2030-01-15', '08:45:00', '09:00:00', false],
      ],
      [
        ['2030-01-15', '08:45:00', null, 20],
        ['2030-01-16', '09:00:00', '09:10:00', null],
      ],
    ]);
    expect(facts.windows.map((w) => [w.date, w.start, w.end, w.isBooked])).toEqual([
      ['2030-01-15', 525, 540, false],
      ['2030-01-15', 855, 900, true],
      ['2030-01-16', 540, 570, false],
    ]);
    expect(facts.busy).toEqual([
      { date: '2030-01-15', start: 525, end: 545 },
      { date: '2030-01-16', start: 540, end: 550 },
    ]);
  });
});
