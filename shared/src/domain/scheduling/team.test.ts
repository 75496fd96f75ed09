import { describe, expect, it } from 'vitest';
import type { CalendarDay, ServiceRule } from './calendar';
import {
  claimInTeam,
  rankedCandidates,
  teamStarts,
  type TeamClinician,
  type TeamDay,
} from './team';
import { fromMinutes as hhmm, toMinutes as at } from '../time-of-day';

const vet = (id: string, hiredAt: string, serviceIds: string[] | null = null): TeamClinician => ({
  id,
  name: `Dr ${id}`,
  hiredAt,
  serviceIds,
  removed: false,
});
const morning = (id: string, busy: Array<[string, string]> = []): CalendarDay => ({
  calendarId: id,
  windows: [{ slotId: `${id}-slot`, start: at('09:00'), end: at('10:00') }],
  busy: busy.map(([from, to]) => ({ start: at(from), end: at(to) })),
});
const consult: ServiceRule = { serviceId: 'consult', duration: 30, roomId: null, species: null };
const surgery: ServiceRule = {
  serviceId: 'surgery',
  duration: 30,
  roomId: 'theatre',
  species: null,
};

function team(parts: Partial<TeamDay> & { clinicians: TeamClinician[] }): TeamDay {
  return {
    calendars: new Map(parts.clinicians.map((c) => [c.id, morning(c.id)])),
    roomBusy: new Map(),
    bookings: new Map(),
    ...parts,
  };
}

describe('any available', () => {
  it('when clinicians have different loads that day, then the one with the fewest bookings comes first', () => {
    const day = team({
      clinicians: [vet('a', '2020-01-01'), vet('b', '2021-01-01')],
      bookings: new Map([['a', 2]]),
    });
    expect(rankedCandidates(day, 'consult').map((c) => c.id)).toEqual(['b', 'a']);
  });

  it('when loads tie, then the earliest hired comes first, then the lowest id', () => {
    const day = team({
      clinicians: [vet('c', '2021-01-01'), vet('b', '2020-01-01'), vet('a', '2020-01-01')],
    });
    expect(rankedCandidates(day, 'consult').map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('when a clinician is removed or does not perform the service, then they are no candidate', () => {
    const day = team({
      clinicians: [{ ...vet('a', '2020-01-01'), removed: true }, vet('b', '2021-01-01', ['x'])],
    });
    expect(rankedCandidates(day, 'consult')).toEqual([]);
    expect(rankedCandidates(day, 'x').map((c) => c.id)).toEqual(['b']);
  });
});

describe('teamStarts', () => {
  it('when two clinicians are free at a start, then one entry names the one any available assigns', () => {
    const day = team({
      clinicians: [vet('a', '2020-01-01'), vet('b', '2021-01-01')],
      calendars: new Map([
        ['a', morning('a', [['09:00', '09:30']])],
        ['b', morning('b')],
      ]),
    });
    const starts = teamStarts(day, consult);
    expect(starts.map((s) => `${hhmm(s.start)} ${s.clinicianId}`)).toEqual([
      '09:00 b',
      '09:15 b',
      '09:30 a',
    ]);
  });

  it('when a clinician is asked for, then only their starts come back', () => {
    const day = team({ clinicians: [vet('a', '2020-01-01'), vet('b', '2021-01-01')] });
    const starts = teamStarts(day, consult, { clinicianId: 'b' });
    expect(new Set(starts.map((s) => s.clinicianId))).toEqual(new Set(['b']));
    expect(starts).toHaveLength(3);
  });

  it('when the service needs a room that is taken, then no clinician can start over it', () => {
    const day = team({
      clinicians: [vet('a', '2020-01-01'), vet('b', '2021-01-01')],
      roomBusy: new Map([['theatre', [{ start: at('09:00'), end: at('09:45') }]]]),
    });
    expect(teamStarts(day, surgery).map((s) => hhmm(s.start))).toEqual([]);
    expect(teamStarts(day, consult)).toHaveLength(3);
  });

  it('when the day is closed, then there is no start', () => {
    const day = team({ clinicians: [vet('a', '2020-01-01')], closed: true });
    expect(teamStarts(day, consult)).toEqual([]);
  });

  it('when a clinic has one clinician, then its starts are the calendar starts as before', () => {
    const day = team({ clinicians: [vet('a', '2020-01-01')] });
    expect(teamStarts(day, consult).map((s) => [hhmm(s.start), s.slotId])).toEqual([
      ['09:00', 'a-slot'],
      ['09:15', 'a-slot'],
      ['09:30', 'a-slot'],
    ]);
  });
});

describe('claimInTeam', () => {
  const two = () =>
    team({
      clinicians: [vet('a', '2020-01-01'), vet('b', '2021-01-01')],
      calendars: new Map([
        ['a', morning('a', [['09:00', '09:30']])],
        ['b', morning('b')],
      ]),
    });

  it('when no clinician is asked for, then the free one with the fewest bookings takes it', () => {
    expect(claimInTeam(two(), consult, { start: at('09:00') })).toEqual({
      clinicianId: 'b',
      slotId: 'b-slot',
    });
  });

  it('when the asked-for clinician is busy, then the claim is refused even though another is free', () => {
    expect(claimInTeam(two(), consult, { start: at('09:00'), clinicianId: 'a' })).toEqual({
      refused: 'busy',
    });
  });

  it('when a move prefers its own clinician and they are free, then they keep it', () => {
    const day = { ...two(), bookings: new Map([['a', 5]]) };
    expect(claimInTeam(day, consult, { start: at('09:30'), prefer: 'a' })).toMatchObject({
      clinicianId: 'a',
    });
  });

  it('when the start is off the chosen slot grid, then it is refused as off the grid', () => {
    expect(claimInTeam(two(), consult, { start: at('09:10'), gridOf: 'b' })).toEqual({
      refused: 'off_grid',
    });
  });

  it('when the span runs past published time or the room is taken, then it is refused as taken', () => {
    expect(claimInTeam(two(), consult, { start: at('09:45') })).toEqual({ refused: 'busy' });
    const roomTaken = {
      ...two(),
      roomBusy: new Map([['theatre', [{ start: at('09:15'), end: at('09:30') }]]]),
    };
    expect(claimInTeam(roomTaken, surgery, { start: at('09:00') })).toEqual({ refused: 'busy' });
  });
});
