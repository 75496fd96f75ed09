/**
 * Random clinic calendars for property tests, from a seed: the same seed makes the same calendar,
 * so a failure names its seed and its case can be read and run again. Everything is by index
 * (clinician 0 is the one a new clinic starts with) and in minutes of the day.
 */

import { rangesOverlap } from '@petvet/shared';

/** A small, fast, seeded PRNG (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const STATUSES = ['pending', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;

export interface RandomCalendar {
  seed: number;
  clinicians: Array<{
    hiredAt: string;
    allServices: boolean;
    services: number[];
    removed: boolean;
  }>;
  rooms: number;
  services: Array<{
    name: string;
    duration: number;
    room: number | null;
    dropOff: boolean;
    species: string[] | null;
  }>;
  /** The clinic's drop-off list: kept by this clinician (null: by nobody), or no drop-off at all. */
  dropOff: { clinician: number | null; collection: string } | null;
  windows: Array<{
    clinician: number;
    date: string;
    start: number;
    end: number;
    service: number | null;
  }>;
  appointments: Array<{
    clinician: number;
    room: number | null;
    date: string;
    start: number;
    duration: number;
    status: (typeof STATUSES)[number];
  }>;
  holds: Array<{
    clinician: number;
    date: string;
    start: number;
    end: number;
    mine: boolean;
    live: boolean;
  }>;
  closures: Array<{ from: string; to: string }>;
}

const NAMES = ['Consultation', 'Vaccination', 'Nail trim', 'Dental', 'Surgery'];

/** One calendar on `dates` (the first is the day the checks look at; the others are noise). */
export function randomCalendar(seed: number, dates: readonly string[]): RandomCalendar {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const chance = (p: number) => random() < p;

  const rooms = int(0, 2);
  const services = NAMES.slice(0, int(0, 4)).map((name) => ({
    name,
    duration: pick([10, 15, 20, 30, 45, 60, 90]),
    room: rooms > 0 && chance(0.4) ? int(0, rooms - 1) : null,
    dropOff: chance(0.2),
    species: chance(0.2) ? ['Dog'] : null,
  }));
  const clinicians = Array.from({ length: int(1, 3) }, (_, index) => {
    const allServices = index === 0 || chance(0.5);
    return {
      // Equal hiring times happen: "any available" then prefers the lower id.
      hiredAt: pick(['2029-01-01T09:00:00.000Z', '2029-03-01T09:00:00.000Z']),
      allServices,
      services: allServices ? [] : services.flatMap((_, s) => (chance(0.5) ? [s] : [])),
      removed: index > 0 && chance(0.15),
    };
  });
  const who = () => int(0, clinicians.length - 1);
  const dropOff = chance(0.3)
    ? { clinician: chance(0.8) ? who() : null, collection: pick(['11:00', '13:00']) }
    : null;

  const windows: RandomCalendar['windows'] = [];
  for (const date of dates)
    clinicians.forEach((_, clinician) => {
      let cursor = 8 * 60 + pick([0, 15, 30, 45, 60]);
      for (let n = int(0, 3); n > 0 && cursor < 19 * 60; n -= 1) {
        const end = cursor + pick([15, 30, 45, 60, 90, 120]);
        const service = services.length > 0 && chance(0.6) ? int(0, services.length - 1) : null;
        windows.push({ clinician, date, start: cursor, end, service });
        cursor = end + pick([0, 0, 15, 30, 60]);
      }
    });

  // Live appointments never overlap on one clinician or one room (the database refuses them).
  const appointments: RandomCalendar['appointments'] = [];
  for (let n = int(0, 5); n > 0; n -= 1) {
    const start = 8 * 60 + int(0, 60) * 5;
    const visit = {
      clinician: who(),
      room: rooms > 0 && chance(0.4) ? int(0, rooms - 1) : null,
      date: chance(0.8) ? (dates[0] as string) : pick(dates),
      start,
      duration: pick([10, 15, 20, 30, 45, 60]),
      status: pick(STATUSES),
    };
    const span = { start, end: start + visit.duration };
    const clash = appointments.some(
      (other) =>
        other.status !== 'cancelled' &&
        other.date === visit.date &&
        (other.clinician === visit.clinician ||
          (visit.room !== null && other.room === visit.room)) &&
        rangesOverlap({ start: other.start, end: other.start + other.duration }, span),
    );
    appointments.push(clash ? { ...visit, status: 'cancelled' } : visit);
  }
  const holds = Array.from({ length: int(0, 3) }, () => {
    const start = 8 * 60 + int(0, 40) * 5;
    return {
      clinician: who(),
      date: chance(0.8) ? (dates[0] as string) : pick(dates),
      start,
      end: start + pick([15, 30, 60]),
      mine: chance(0.3),
      live: chance(0.7),
    };
  });
  const closures = chance(0.2)
    ? [{ from: pick(dates), to: dates[dates.length - 1] as string }]
    : [];
  return { seed, clinicians, rooms, services, dropOff, windows, appointments, holds, closures };
}
