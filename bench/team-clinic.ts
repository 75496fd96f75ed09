/**
 * A clinic built as its operator builds it, through the running API: a business account signs up,
 * saves its profile with its working hours, adds its rooms, its services (two of them needing a
 * room), its clinicians, and opens 60 days for booking with "Generate N days". The bench's team
 * clinic has 10 clinicians and 2 rooms; its "before" twin is the old shape, one clinician and no
 * rooms, with the same hours and services. Both are rebuilt on every run (the days move on).
 */
import { sql } from 'drizzle-orm';
import {
  authResponseSchema,
  businessProfileSchema,
  categorySchema,
  clinicianSchema,
  generateSlotsResponseSchema,
  roomSchema,
  serviceSchema,
  type WorkingHours,
} from '@petvet/shared';
import type { Database } from '@petvet/shared/server';
import type { z } from 'zod';

export interface ClinicShape {
  key: 'team' | 'solo';
  clinicians: number;
  rooms: boolean;
}

export const TEAM_SHAPE: ClinicShape = { key: 'team', clinicians: 10, rooms: true };
export const SOLO_SHAPE: ClinicShape = { key: 'solo', clinicians: 1, rooms: false };
export const OPEN_DAYS = 60;

const ROOMS = ['Theatre', 'X-ray room'];
/** 30 and 60 minute services; X-ray and dental work need their room for the whole visit. */
export const SERVICES = [
  { name: 'Consultation', duration: 30, price: 45, room: null },
  { name: 'Long consultation', duration: 60, price: 80, room: null },
  { name: 'X-ray', duration: 30, price: 120, room: 'X-ray room' },
  { name: 'Dental check', duration: 60, price: 150, room: 'Theatre' },
] as const;
const COLLEAGUES = ['Amara Okafor', 'Ben Hughes', 'Chloe Martin', 'Dev Patel', 'Elena Rossi'];
const MORE = ['Finn Walsh', 'Grace Liu', 'Hamza Ali', 'Isla Brown', 'Jonas Berg', 'Kate Moss'];

/** Mon-Fri 09:00-13:00 and 14:00-18:00, Saturday morning, closed on Sunday. */
const day = (name: WorkingHours[number]['day'], ranges: Array<[string, string]>) => ({
  day: name,
  ranges: ranges.map(([start, end]) => ({ start, end })),
});
const WEEKDAY: Array<[string, string]> = [
  ['09:00', '13:00'],
  ['14:00', '18:00'],
];
export const HOURS: WorkingHours = [
  day('monday', WEEKDAY),
  day('tuesday', WEEKDAY),
  day('wednesday', WEEKDAY),
  day('thursday', WEEKDAY),
  day('friday', WEEKDAY),
  day('saturday', [['09:00', '13:00']]),
  day('sunday', []),
];

export interface BenchService {
  id: string;
  name: string;
  duration: number;
  price: number;
  /** The room it needs in the team's shape; the one-clinician clinic has no rooms. */
  roomName: string | null;
  roomId: string | null;
}

export interface BenchClinic {
  shape: ClinicShape;
  id: string;
  token: string;
  clinicianIds: string[];
  services: BenchService[];
  /** The first and last date "Generate 60 days" opened (the clinic's calendar). */
  from: string;
  to: string;
  /** How the clinic was built, for the output: each line says what went through the API. */
  notes: string[];
}

const emailOf = (shape: ClinicShape) => `bench-${shape.key}-clinic@example.test`;

/** One request to the API; any answer but the expected status stops the bench with its text. */
async function call<S extends z.ZodType>(
  api: string,
  request: { method: 'GET' | 'POST' | 'PUT'; path: string; token?: string; body?: unknown },
  schema: S,
): Promise<z.infer<S>> {
  const answer = await fetch(`${api}${request.path}`, {
    method: request.method,
    headers: {
      'content-type': 'application/json',
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${request.method} ${request.path}: ${answer.status} ${text}`);
  return schema.parse(JSON.parse(text));
}

/** The last run's clinic and its account go; its appointments first (they hold its clinicians). */
async function removeEarlier(db: Database, email: string): Promise<void> {
  await db.execute(sql`delete from appointments where clinic_id in
    (select c.id from clinics c join accounts a on a.id = c.account_id where a.email = ${email})`);
  await db.execute(sql`delete from accounts where email = ${email}`);
}

/** Builds the clinic through the API at `api`, as its operator would. */
export async function buildClinic(db: Database, api: string, shape: ClinicShape) {
  const email = emailOf(shape);
  await removeEarlier(db, email);
  const notes: string[] = [];
  const signedUp = await call(
    api,
    {
      method: 'POST',
      path: '/api/auth/register',
      body: {
        email,
        password: 'bench-clinic-password',
        firstName: 'Nadia',
        lastName: 'Stone',
        userType: 'vet_business',
      },
    },
    authResponseSchema,
  );
  const token = signedUp.token;
  const as = <S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: S,
    body?: unknown,
  ) => call(api, { method, path, token, body }, schema);

  const profile = await as('PUT', '/api/vet-business/profile', businessProfileSchema, {
    businessName: shape.key === 'team' ? 'Bench Team Vets' : 'Bench Single Vet',
    address: '1 Bench Street, London',
    city: 'London',
    postcode: 'EC1A 1BB',
    country: 'GB',
    latitude: 51.52,
    longitude: -0.1,
    timeZone: 'Europe/London',
    phone: '020 7946 0000',
    workingHours: HOURS,
  });

  const roomIds = new Map<string, string>();
  if (shape.rooms) {
    for (const name of ROOMS) {
      const room = await as('POST', '/api/vet-business/rooms', roomSchema, { name });
      roomIds.set(name, room.id);
    }
  }
  const category = await as('POST', '/api/services/categories', categorySchema, {
    name: 'Appointments',
  });
  const services: BenchService[] = [];
  for (const [order, s] of SERVICES.entries()) {
    const roomId = (s.room && roomIds.get(s.room)) ?? null;
    const made = await as('POST', '/api/services', serviceSchema, {
      categoryId: category.id,
      name: s.name,
      price: s.price,
      duration: s.duration,
      displayOrder: order,
      roomId,
    });
    services.push({
      id: made.id,
      name: made.name,
      duration: made.duration,
      price: s.price,
      roomName: s.room,
      roomId: made.roomId,
    });
  }

  // A new clinic starts with one clinician, its account holder; the rest of the team joins.
  const team = await as('GET', '/api/vet-business/clinicians', clinicianSchema.array());
  for (const name of [...COLLEAGUES, ...MORE].slice(0, shape.clinicians - team.length)) {
    team.push(
      await as('POST', '/api/vet-business/clinicians', clinicianSchema, { name, role: 'vet' }),
    );
  }

  const generated = await as(
    'POST',
    '/api/vet-business/time-slots/generate',
    generateSlotsResponseSchema,
    { days: OPEN_DAYS },
  );
  notes.push(
    `through the API: account, profile with working hours, ${roomIds.size} rooms, ${services.length} services, ${team.length} clinicians, "Generate ${OPEN_DAYS} days" (${generated.from} to ${generated.to}): ${generated.created} slots`,
  );
  const clinic: BenchClinic = {
    shape,
    id: profile.id,
    token,
    clinicianIds: team.map((k) => k.id),
    services,
    from: generated.from,
    to: generated.to,
    notes,
  };
  return clinic;
}
