import { describe, expect, it } from 'vitest';
import {
  contiguousStretches,
  fittingStarts,
  spanIsPublished,
  startIsOnStep,
  type AvailabilityWindow,
} from './availability';
import { fromMinutes as hhmm, toMinutes as at } from './time-of-day';

const win = (slotId: string, from: string, to: string): AvailabilityWindow => ({
  slotId,
  start: at(from),
  end: at(to),
});
const busy = (from: string, to: string) => ({ start: at(from), end: at(to) });
const startsOf = (fits: { start: number }[]) => fits.map((fit) => hhmm(fit.start));

// A morning of four 30-minute slots (09:00-11:00), a lunch gap, then one afternoon hour.
const morning = [
  win('a', '09:00', '09:30'),
  win('b', '09:30', '10:00'),
  win('c', '10:00', '10:30'),
  win('d', '10:30', '11:00'),
];
const afternoon = [win('e', '14:00', '15:00')];

describe('fittingStarts', () => {
  it('when a 60-minute service is asked for, then it starts every 15 minutes while 60 contiguous minutes remain', () => {
    const fits = fittingStarts({ windows: [...morning, ...afternoon], busy: [], duration: 60 });
    expect(startsOf(fits)).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '14:00']);
  });

  it('when a start falls in a slot, then it carries that slot id and ends start plus duration', () => {
    const fits = fittingStarts({ windows: morning, busy: [], duration: 60 });
    expect(fits.slice(0, 3)).toEqual([
      { slotId: 'a', start: at('09:00'), end: at('10:00') },
      { slotId: 'a', start: at('09:15'), end: at('10:15') },
      { slotId: 'b', start: at('09:30'), end: at('10:30') },
    ]);
  });

  it('when the windows have a gap, then no span crosses it', () => {
    const fits = fittingStarts({
      windows: [win('x', '09:00', '09:30'), win('y', '09:45', '10:30')],
      busy: [],
      duration: 45,
    });
    expect(startsOf(fits)).toEqual(['09:45']);
  });

  it('when an appointment is busy, then spans meeting it are dropped and touching ones stay', () => {
    const fits = fittingStarts({ windows: morning, busy: [busy('10:00', '10:30')], duration: 30 });
    expect(startsOf(fits)).toEqual(['09:00', '09:15', '09:30', '10:30']);
  });

  it('when a 15-minute service is asked for, then every free quarter-hour is offered', () => {
    const fits = fittingStarts({ windows: [win('a', '09:00', '10:00')], busy: [], duration: 15 });
    expect(startsOf(fits)).toEqual(['09:00', '09:15', '09:30', '09:45']);
  });

  it('when the stretch starts off the quarter-hour, then the step counts from its start', () => {
    const fits = fittingStarts({ windows: [win('a', '09:10', '10:00')], busy: [], duration: 15 });
    expect(startsOf(fits)).toEqual(['09:10', '09:25', '09:40']);
  });

  it('when notBefore is given, then earlier starts are left out', () => {
    const fits = fittingStarts({
      windows: morning,
      busy: [],
      duration: 30,
      notBefore: at('10:01'),
    });
    expect(startsOf(fits)).toEqual(['10:15', '10:30']);
  });

  it('when the service is longer than any stretch, then nothing fits', () => {
    expect(fittingStarts({ windows: morning, busy: [], duration: 150 })).toEqual([]);
  });

  it('when the duration or step is not positive, then nothing is offered', () => {
    expect(fittingStarts({ windows: morning, busy: [], duration: 0 })).toEqual([]);
    expect(fittingStarts({ windows: morning, busy: [], duration: 30, step: 0 })).toEqual([]);
  });
});

describe('contiguousStretches', () => {
  it('when windows arrive unsorted, then touching ones join and separate ones stay apart', () => {
    const stretches = contiguousStretches([afternoon[0]!, morning[2]!, morning[0]!, morning[1]!]);
    expect(stretches.map((s) => s.map((w) => w.slotId))).toEqual([['a', 'b', 'c'], ['e']]);
  });
});

describe('spanIsPublished and startIsOnStep', () => {
  it('when a span lies inside contiguous time, then it is published; across a gap it is not', () => {
    expect(spanIsPublished(morning, at('09:45'), 60)).toBe(true);
    expect(spanIsPublished([...morning, ...afternoon], at('10:30'), 60)).toBe(false);
  });

  it('when a start is off the 15-minute grid of its stretch, then it is refused', () => {
    expect(startIsOnStep(morning, at('09:45'))).toBe(true);
    expect(startIsOnStep(morning, at('09:50'))).toBe(false);
    expect(startIsOnStep(morning, at('11:00'))).toBe(false);
  });
});
