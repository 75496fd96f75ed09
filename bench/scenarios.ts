/**
 * What `npm run bench` asks the product, scenario by scenario, from the data it is given (the
 * bench's million-practice database or the embedded default's demo). "hot" rotates over a small set
 * of questions (what a cache may answer); "cold" never asks the same question twice in a run (what a
 * user's first search costs), so no cache can carry the figure.
 */
import { signToken } from '../services/api/src/lib/tokens';
import { OWNER_PASSWORD, OWNERS, type StormPlan } from './data';
import { seededRandom, type RequestSpec } from './harness';

export interface Scenario {
  name: string;
  connections: number;
  next: (i: number) => RequestSpec;
  /** Statuses that count as answers (a storm's 409 "taken"). */
  okStatuses?: number[];
  /** A fixed number of requests instead of a duration. */
  amount?: number;
  /** POST: the bare twin parses a body like this one and answers the product's own answer. */
  post?: boolean;
  /**
   * A hot read's questions rotate over this many (`next(i)` repeats every `questions`): each is
   * asked once before the measurement, as a busy site has asked it before, and the twin serves
   * each one's own answer. The cold twin's row is the figure for a first asking.
   */
  questions?: number;
  /**
   * A hot read whose answers depend on the clock (kept until the minute ends): its capture and
   * both measurements fall in one clock minute, as a rollover inside a few seconds' window would
   * put a whole minute's recomputing into them. The cold row is what that recomputing costs.
   */
  withinMinute?: boolean;
}

/**
 * The five dense-city searches the directory must answer at a million practices: at 8 connections,
 * at least half the requests/s of a practice's first detail read (see targets.ts).
 */
export const DENSE_SEARCHES: Array<{ name: string; lat: number; lng: number; query: string }> = [
  { name: 'New York 25 km', lat: 40.71427, lng: -74.00597, query: 'radius=25' },
  {
    name: 'London 50 km + Vaccination',
    lat: 51.50853,
    lng: -0.12574,
    query: 'radius=50&services=Vaccination',
  },
  { name: 'Tokyo 200 km', lat: 35.6895, lng: 139.69171, query: 'radius=200' },
  { name: 'New York 25 km by price', lat: 40.71427, lng: -74.00597, query: 'radius=25&sort=price' },
  { name: 'New York 25 km page 10', lat: 40.71427, lng: -74.00597, query: 'radius=25&page=10' },
];

/** A few metres of jitter: a new question for any cache, the same work for the database. */
const jitter = (i: number) => ((i % 997) - 498) / 1_000_000;

/**
 * Up to a kilometre each way (0.009 degrees of latitude), drawn apart for latitude and longitude:
 * every dense question is a circle of its own, so nothing computed for one circle serves the next.
 */
const kmJitter = (i: number, salt: number) => ((((i + salt) * 7919) % 1999) - 999) / 111_000;

export const densePath = (i: number, exact = false): string => {
  const s = DENSE_SEARCHES[i % DENSE_SEARCHES.length] as (typeof DENSE_SEARCHES)[number];
  const n = Math.floor(i / DENSE_SEARCHES.length) + 1;
  const [dLat, dLng] = exact ? [0, 0] : [kmJitter(n, 0), kmJitter(n, 1000)];
  return `/api/global-practices/search?lat=${(s.lat + dLat).toFixed(6)}&lng=${(s.lng + dLng).toFixed(6)}&${s.query}`;
};

/** A practice's detail never asked before in the run: the reference the dense searches are held to. */
export const DETAIL_8 = 'directory detail, 8 conn (cold)';
export const DENSE_8 = 'directory dense cities, 8 conn (cold)';

const DIRECTORY_SERVICES = [
  '',
  'Vaccination',
  'Dental Care',
  'Microchipping',
  'Consultation,Vaccination',
];
const DIRECTORY_SORTS = ['relevance', 'distance', 'price', 'rating'];
const DIRECTORY_RADII = [10, 25, 50, 200];
const DIRECTORY_PAGES = [1, 1, 2, 10];

/** The directory mix: locations, radii, filters, sorts and pages; cold ones by coordinates. */
function directoryPath(i: number, cold: boolean, places: ScenarioData['directoryPlaces']): string {
  const r = seededRandom(cold ? 1_000_000 + i : i % 100);
  const at = <T>(list: T[]) => list[Math.floor(r() * list.length)] as T;
  const place = at(places);
  const services = at(DIRECTORY_SERVICES);
  const where = cold
    ? `lat=${(place.lat + jitter(i)).toFixed(6)}&lng=${(place.lng + jitter(i)).toFixed(6)}`
    : `location=${encodeURIComponent(place.name)}`;
  return (
    `/api/global-practices/search?${where}&radius=${at(DIRECTORY_RADII)}&sort=${at(DIRECTORY_SORTS)}&page=${at(DIRECTORY_PAGES)}` +
    (services ? `&services=${encodeURIComponent(services)}` : '')
  );
}

const FIND_SERVICES = ['vaccination-booster', 'first-consultation', 'microchipping', ''];
const FIND_BANDS = ['cat', 'dog_medium', ''];
const FIND_SORTS = ['relevance', 'price', 'soonest', 'distance'];
const FIND_WITHIN = ['7', '14', ''];

/** What /find asks: a place, a standard service for a pet band, when, and a sort. */
function findPath(i: number, cold: boolean, places: ScenarioData['directoryPlaces']): string {
  const r = seededRandom(cold ? 2_000_000 + i : 500 + (i % 100));
  const at = <T>(list: T[]) => list[Math.floor(r() * list.length)] as T;
  const place = at(places);
  const where = cold
    ? `lat=${(place.lat + jitter(i)).toFixed(6)}&lng=${(place.lng + jitter(i)).toFixed(6)}`
    : `location=${encodeURIComponent(place.name)}`;
  const query = new URLSearchParams(`${where}&radius=25&sort=${at(FIND_SORTS)}`);
  const service = at(FIND_SERVICES);
  const band = at(FIND_BANDS);
  const within = at(FIND_WITHIN);
  if (service) query.set('service', service);
  if (band) query.set('band', band);
  if (within) query.set('within', within);
  return `/api/global-practices/search?${query.toString()}`;
}

/** What the read scenarios draw their questions from (the bench's data, or the demo's). */
export interface ScenarioData {
  /** Published clinics: detail, services and availability ask about these. */
  clinicIds: string[];
  /** City names the clinic search asks for. */
  clinicCities: string[];
  /** Days (YYYY-MM-DD) every clinic has slots on. */
  slotDays: string[];
  /** Directory practices: `at(k)` is one practice's id for any k >= 0, spread over `count`. */
  practices: { count: number; at: (k: number) => number };
  /** Places the directory search asks about, by name (hot) or near their centre (cold). */
  directoryPlaces: Array<{ name: string; lat: number; lng: number }>;
}

const HOT_QUESTIONS = 100;

/**
 * The reads: each "hot" over 100 questions, each "cold" spread over the whole data (on data smaller
 * than a run's requests, a cold id comes round again), and the statistics overview.
 */
export function readScenarios(data: ScenarioData, connections: number): Scenario[] {
  const c = connections;
  const radii = [5, 10, 25, 50];
  const cities = data.clinicCities.map((city) => encodeURIComponent(city));
  const ids = data.clinicIds;
  const clinic = (i: number, cold: boolean) =>
    ids[(cold ? i * 7919 : (i % 100) * 997) % ids.length] as string;
  const practice = (i: number, cold: boolean) =>
    data.practices.at((cold ? i * 7919 : (i % 100) * 9973) % data.practices.count);
  const read = (
    name: string,
    path: (i: number, cold: boolean) => string,
    clock: { withinMinute?: boolean } = {},
  ): Scenario[] => [
    {
      name: `${name} (hot)`,
      connections: c,
      questions: HOT_QUESTIONS,
      ...clock,
      next: (i) => ({ path: path(i % HOT_QUESTIONS, false) }),
    },
    { name: `${name} (cold)`, connections: c, next: (i) => ({ path: path(i, true) }) },
  ];
  return [
    ...read('clinic search', (i, cold) => {
      const city = cities[i % cities.length];
      // Hot: 100 pairs of city and radius. Cold: the radius to the metre differs every time.
      const radius = cold
        ? (radii[i % 4] as number) + (Math.floor(i / 100) % 997) / 1000
        : radii[i % 4];
      return `/api/vets?city=${city}&radius=${radius}`;
    }),
    ...read('clinic detail', (i, cold) => `/api/vets/${clinic(i, cold)}`),
    ...read('public services', (i, cold) => `/api/services/public/${clinic(i, cold)}`),
    ...read(
      'availability',
      (i, cold) =>
        `/api/vet-business/time-slots/available/${clinic(i, cold)}?date=${data.slotDays[i % data.slotDays.length]}`,
    ),
    // A search's rows carry PetVet clinics' next free times: its answers hold until the minute ends.
    ...read('directory search', (i, cold) => directoryPath(i, cold, data.directoryPlaces), {
      withinMinute: true,
    }),
    ...read('find search', (i, cold) => findPath(i, cold, data.directoryPlaces), {
      withinMinute: true,
    }),
    ...read('directory detail', (i, cold) => `/api/global-practices/${practice(i, cold)}`),
    {
      name: 'stats overview',
      connections: c,
      next: () => ({ path: '/api/global-practices/stats/overview' }),
    },
  ];
}

export interface ScenarioInputs {
  data: ScenarioData;
  secret: string;
  storm: StormPlan;
  connections: number;
}

/** Every scenario of the production shape: the reads, dense cities, sign-in and the storm. */
export function buildScenarios(inputs: ScenarioInputs): Scenario[] {
  const c = inputs.connections;
  const tokens = new Map<string, string>();
  const tokenOf = (ownerId: string) => {
    let token = tokens.get(ownerId);
    if (!token) {
      token = signToken({ sub: ownerId, userType: 'pet_owner', sid: ownerId }, inputs.secret, 3600);
      tokens.set(ownerId, token);
    }
    return token;
  };
  return [
    ...readScenarios(inputs.data, c),
    {
      name: DETAIL_8,
      connections: 8,
      next: (i) => ({
        path: `/api/global-practices/${inputs.data.practices.at((i * 7919) % Math.max(1, inputs.data.practices.count))}`,
      }),
    },
    { name: DENSE_8, connections: 8, next: (i) => ({ path: densePath(i) }) },
    {
      name: 'login',
      connections: c,
      post: true,
      next: (i) => ({
        method: 'POST',
        path: '/api/auth/login',
        body: JSON.stringify({
          email: `bench-owner-${i % OWNERS}@example.test`,
          password: OWNER_PASSWORD,
        }),
      }),
    },
    {
      name: 'booking storm (many owners, few slots)',
      connections: c,
      post: true,
      amount: inputs.storm.bookings.length,
      okStatuses: [409],
      next: (i) => {
        const booking = inputs.storm.bookings[
          i % inputs.storm.bookings.length
        ] as StormPlan['bookings'][number];
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

const NO_DATA: ScenarioData = {
  clinicIds: [],
  clinicCities: [],
  slotDays: [],
  practices: { count: 0, at: () => 0 },
  directoryPlaces: [],
};

/** Whether `--only TEXT` leaves any scenario of a part (names do not depend on the data). */
export function partWanted(part: 'production' | 'embedded', only: string | undefined): boolean {
  const scenarios =
    part === 'embedded'
      ? readScenarios(NO_DATA, 1)
      : buildScenarios({
          data: NO_DATA,
          secret: '',
          storm: { clinicIds: [], bookings: [] },
          connections: 1,
        });
  return scenarios.some((s) => !only || s.name.includes(only));
}
