import { randomBytes } from 'node:crypto';
import { addCalendarDays, todayIn } from '@petvet/shared';
import { inject } from 'vitest';
import { waitFor } from '../../test-support/wait-for';
import { baseUrl } from './browser';
import { readMailbox } from './mailbox';

export interface Session {
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string; userType: string };
  email: string;
  password: string;
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl().replace('localhost', '127.0.0.1')}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}.${randomBytes(3).toString('hex')}@e2e.test`;

export async function registerAccount(
  userType: 'pet_owner' | 'vet_business',
  firstName: string,
  lastName: string,
  options: { verified?: boolean } = {},
): Promise<Session> {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'e2e-password-1';
  const answer = await call<{ token: string; user: Session['user'] }>('POST', '/auth/register', {
    email,
    password,
    firstName,
    lastName,
    userType,
  });
  // As its owner would: the address is confirmed from the link emailed to it, so reminders and
  // offers reach it (they wait for an unverified address).
  if (options.verified ?? true) await verifyFromMailbox(email);
  return { ...answer, email, password };
}

const VERIFY_LINK = /\/verify-email\?token=([\w-]+)/;

/** Opens the verification link the app emailed to `email` (through the API, as the page does). */
export async function verifyFromMailbox(email: string): Promise<void> {
  const mails = await waitFor(
    () => readMailbox(inject('mailboxUrl'), email),
    (found) => found.some((m) => VERIFY_LINK.test(m.text)),
    30_000,
  );
  const token = VERIFY_LINK.exec(mails.find((m) => VERIFY_LINK.test(m.text))!.text)![1]!;
  await call('POST', '/auth/verify-email', { token });
}

export async function addPet(
  session: Session,
  name: string,
  species = 'Dog',
): Promise<{ id: string }> {
  return call('POST', '/users/pets', { name, species }, session.token);
}

export const LONDON_TIME_ZONE = 'Europe/London';
/** Tomorrow in the clinic's own zone: always inside the booking window and never in the past. */
export const tomorrowInLondon = () => addCalendarDays(todayIn(LONDON_TIME_ZONE, new Date()), 1);

export interface SeededClinic {
  id: string;
  name: string;
  business: Session;
  date: string;
}

/** A vet_business with a London profile, one category, one service and three slots tomorrow. */
/**
 * A published London clinic with three half-hour slots from 10:00 on `date` (tomorrow unless
 * given).
 */
export async function seedLondonClinic(
  label: string,
  date: string = tomorrowInLondon(),
): Promise<SeededClinic> {
  const business = await registerAccount('vet_business', 'Victor', `Vet${label}`);
  const name = `${label} Veterinary Clinic`;
  await call(
    'PUT',
    '/vet-business/profile',
    {
      businessName: name,
      address: '1 Riverside Walk, London SE1 7PB',
      phone: '+44 20 7946 0101',
      email: 'hello@riverside.example',
      website: 'https://riverside.example',
      description: 'A friendly neighbourhood clinic with evening appointments.',
      services: ['General Consultation', 'Vaccination', 'Dental Check', 'Microchipping'],
      openingHours: [
        'Monday: 8:00 AM - 6:00 PM',
        'Tuesday: 8:00 AM - 6:00 PM',
        'Wednesday: 8:00 AM - 6:00 PM',
        'Thursday: 8:00 AM - 6:00 PM',
        'Friday: 8:00 AM - 6:00 PM',
        'Saturday: 9:00 AM - 4:00 PM',
        'Sunday: Closed',
      ],
      latitude: 51.5045,
      longitude: -0.1132,
      city: 'London',
      postcode: 'SE1 7PB',
      country: 'GB',
      timeZone: LONDON_TIME_ZONE,
    },
    business.token,
  );
  const category = await call<{ id: string }>(
    'POST',
    '/services/categories',
    { name: 'Consultations', description: 'Check-ups', icon: '🩺', displayOrder: 0 },
    business.token,
  );
  await call(
    'POST',
    '/services',
    {
      categoryId: category.id,
      name: 'General Consultation',
      description: 'A full check-up',
      price: 45,
      duration: 30,
      displayOrder: 0,
    },
    business.token,
  );
  for (const [startTime, endTime] of [
    ['10:00', '10:30'],
    ['10:30', '11:00'],
    ['11:00', '11:30'],
  ]) {
    await call(
      'POST',
      '/vet-business/time-slots',
      { date, startTime, endTime, service: 'General Consultation', duration: 30 },
      business.token,
    );
  }
  const search = await call<{ vets: Array<{ id: string; businessName: string }> }>(
    'GET',
    `/vets?city=London&radius=10`,
  );
  const found = search.vets.find((v) => v.businessName === name);
  if (!found) throw new Error(`${name} is not found by a London search`);
  return { id: found.id, name, business, date };
}
