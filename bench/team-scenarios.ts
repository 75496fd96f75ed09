/**
 * What the bench asks the team clinic (10 clinicians, 2 rooms) and, beside each read, the same
 * question of the old shape (one clinician, same hours, same 70% fill): free starts on one day for
 * a service, the same for one named clinician, the 60-day free-days answer, and the booking storm.
 * "hot" rotates over a set of questions the answer cache may keep; "cold" asks each of them with a
 * parameter the API ignores but the cache keys on, so every answer is computed afresh.
 */
import { signToken } from '../services/api/src/lib/tokens';
import type { RequestSpec } from './harness';
import type { Scenario } from './scenarios';
import { OPEN_DAYS, type BenchClinic } from './team-clinic';
import { openDates, type TeamStorm } from './team-storm';

export const TEAM_STORM = 'team of 10: booking storm, any available';

export interface TeamPlan {
  team: BenchClinic;
  solo: BenchClinic;
  storm: TeamStorm;
}

const HOT_QUESTIONS = 100;

/** `team of 10: ...` or `team of 1: ...`: every name holds "team", for `--only team`. */
const labelOf = (clinic: BenchClinic, what: string) =>
  `team of ${clinic.shape.clinicians}: ${what}`;

function reads(
  name: string,
  connections: number,
  questions: number,
  path: (i: number) => string,
): Scenario[] {
  return [
    {
      name: `${name} (hot)`,
      connections,
      questions,
      withinMinute: true,
      next: (i) => ({ path: path(i % questions) }),
    },
    {
      name: `${name} (cold)`,
      connections,
      next: (i) => ({ path: `${path(i % questions)}&_=${i}` }),
    },
  ];
}

/** Free starts on one open day for one service, over 25 days and the 4 services. */
function dayReads(clinic: BenchClinic, connections: number, byClinician: boolean): Scenario[] {
  const dates = openDates(clinic);
  const base = `/api/vet-business/time-slots/available/${clinic.id}`;
  const service = (k: number) =>
    encodeURIComponent((clinic.services[k % clinic.services.length] as { name: string }).name);
  if (!byClinician)
    return reads(labelOf(clinic, 'availability, one day'), connections, HOT_QUESTIONS, (i) => {
      const date = dates[(Math.floor(i / 4) * 7) % dates.length];
      return `${base}?date=${date}&service=${service(i)}`;
    });
  const team = clinic.clinicianIds;
  return reads(labelOf(clinic, 'availability, one clinician'), connections, HOT_QUESTIONS, (i) => {
    const date = dates[(i * 7) % dates.length];
    return `${base}?date=${date}&service=${service(Math.floor(i / 10))}&clinician=${team[i % team.length]}`;
  });
}

/** The free-days strip of the booking page: every day of the 60 with its count, per service. */
const freeDays = (clinic: BenchClinic, connections: number): Scenario[] =>
  reads(
    labelOf(clinic, `free days, ${OPEN_DAYS} days`),
    connections,
    clinic.services.length,
    (i) =>
      `/api/vet-business/time-slots/available-days/${clinic.id}?service=${encodeURIComponent(
        (clinic.services[i] as { name: string }).name,
      )}&days=${OPEN_DAYS}`,
  );

/** Each read of the old shape just before the team's, then the storm. */
export function teamScenarios(plan: TeamPlan, connections: number, secret: string): Scenario[] {
  const { team, solo, storm } = plan;
  const tokens = new Map<string, string>();
  const tokenOf = (ownerId: string) => {
    const token =
      tokens.get(ownerId) ??
      signToken({ sub: ownerId, userType: 'pet_owner', sid: ownerId }, secret, 3600);
    tokens.set(ownerId, token);
    return token;
  };
  return [
    ...dayReads(solo, connections, false),
    ...dayReads(team, connections, false),
    ...dayReads(team, connections, true),
    ...freeDays(solo, connections),
    ...freeDays(team, connections),
    {
      name: TEAM_STORM,
      connections,
      post: true,
      amount: storm.bookings.length,
      okStatuses: [409],
      next: (i): RequestSpec => {
        const booking = storm.bookings[i % storm.bookings.length] as TeamStorm['bookings'][number];
        return {
          method: 'POST',
          path: '/api/appointments',
          headers: { authorization: `Bearer ${tokenOf(booking.ownerId)}` },
          body: booking.body,
        };
      },
    },
  ];
}

/** The scenario names, without data: whether `--only TEXT` leaves any of them. */
export function teamWanted(only: string | undefined): boolean {
  const names = [
    'team of 1: availability, one day',
    'team of 10: availability, one day',
    'team of 10: availability, one clinician',
    `team of 1: free days, ${OPEN_DAYS} days`,
    `team of 10: free days, ${OPEN_DAYS} days`,
    TEAM_STORM,
  ];
  return names.some(
    (name) => !only || [name, `${name} (hot)`, `${name} (cold)`].some((n) => n.includes(only)),
  );
}
