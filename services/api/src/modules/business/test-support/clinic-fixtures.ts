import request from 'supertest';
import type { Express } from 'express';
import { businessProfileSchema, type BusinessProfile } from '@petvet/shared';
import { bearer, registerAccount, type TestAccount } from '../../../test-support/test-app';

export interface TestClinic {
  account: TestAccount;
  token: string;
  profile: BusinessProfile;
  /** The clinic's public id (vetId). */
  id: string;
}

export const LONDON = { latitude: 51.5074, longitude: -0.1278 };
export const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };

/** A business account whose profile is saved (so its clinic is public), through the API. */
export async function createClinic(
  app: Express,
  profile: Record<string, unknown> = {},
): Promise<TestClinic> {
  const account = await registerAccount(app, 'vet_business');
  const body = {
    businessName: 'Test Clinic',
    address: '1 Test Street, London',
    phone: '020 0000 0000',
    email: account.email,
    website: 'https://clinic.example',
    services: ['Consultation'],
    openingHours: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    description: 'A clinic for tests',
    ...LONDON,
    timeZone: 'Europe/London',
    ...profile,
  };
  const res = await request(app)
    .put('/api/vet-business/profile')
    .set(bearer(account.token))
    .send(body);
  if (res.status !== 200)
    throw new Error(`profile save failed: ${res.status} ${JSON.stringify(res.body)}`);
  const saved = businessProfileSchema.parse(res.body);
  return { account, token: account.token, profile: saved, id: saved.id };
}

/** Creates a category and a service in it; returns both ids. */
export async function createService(
  app: Express,
  token: string,
  service: Record<string, unknown> = {},
): Promise<{ categoryId: string; serviceId: string }> {
  const category = await request(app)
    .post('/api/services/categories')
    .set(bearer(token))
    .send({ name: 'General', displayOrder: 0 });
  const created = await request(app)
    .post('/api/services')
    .set(bearer(token))
    .send({
      categoryId: category.body.id,
      name: 'Consultation',
      price: 45,
      duration: 30,
      ...service,
    });
  if (created.status !== 201)
    throw new Error(`service create failed: ${JSON.stringify(created.body)}`);
  return { categoryId: category.body.id, serviceId: created.body.id };
}
