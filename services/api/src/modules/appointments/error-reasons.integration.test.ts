import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_CREDENTIALS_TEXT,
  PASSWORD_TOO_SHORT_TEXT,
  SLOT_TAKEN_TEXT,
  errorBodySchema,
} from '@petvet/shared';
import { addSlot, manualClock } from './test-support/booking-fixtures';
import {
  bookingRequests,
  createBookingScene,
  type BookingScene,
} from './test-support/booking-scene';
import type { TestApp } from '../../test-support/test-app';

const clock = manualClock('2030-01-15T10:00:00Z');

const newOwner = (extra: Record<string, unknown> = {}) => ({
  email: 'reasons@example.test',
  password: 'a-good-password',
  firstName: 'Rea',
  lastName: 'Son',
  userType: 'pet_owner',
  ...extra,
});

describe('error answers name their reason, and validation details their rule', () => {
  let scene: BookingScene;
  let t: TestApp;
  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    ({ t } = scene);
  });
  afterAll(async () => {
    await t.close();
  });
  const { book, bodyFor } = bookingRequests(() => scene);

  it('when a registration has a 3-character password, then the detail names min_length with { min: 6 } and the spec text', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send(newOwner({ password: 'abc' }));
    expect(res.status).toBe(400);
    const body = errorBodySchema.parse(res.body);
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: PASSWORD_TOO_SHORT_TEXT,
      reason: 'invalid_input',
    });
    expect(body.details).toEqual([
      {
        path: 'password',
        rule: 'min_length',
        params: { min: 6 },
        message: PASSWORD_TOO_SHORT_TEXT,
      },
    ]);
  });

  it('when a registration leaves out its name, gives a bad email and an unknown type, then each detail names required, email and enum', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send(newOwner({ email: 'not-an-address', firstName: undefined, userType: 'dragon' }));
    expect(res.status).toBe(400);
    const details = errorBodySchema.parse(res.body).details ?? [];
    const byPath = Object.fromEntries(details.map((d) => [d.path, d]));
    expect(byPath.email).toMatchObject({ rule: 'email', params: {} });
    expect(byPath.firstName).toMatchObject({ rule: 'required', params: {} });
    expect(byPath.userType).toMatchObject({
      rule: 'enum',
      params: { values: expect.arrayContaining(['pet_owner']) as unknown },
    });
  });

  it('when a sign-in has the wrong password, then 401 names the reason invalid_credentials', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.test', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(errorBodySchema.parse(res.body)).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'invalid_credentials',
      error: INVALID_CREDENTIALS_TEXT,
    });
  });

  it('when the slot is already booked, then the 409 names the reason slot_taken', async () => {
    const slotId = await addSlot(t.deps.db, scene.clinicId, {
      date: '2030-01-22',
      startTime: '09:00',
    });
    expect((await book(bodyFor(slotId, '2030-01-22', '09:00'))).status).toBe(201);
    const res = await book(
      { ...bodyFor(slotId, '2030-01-22', '09:00'), petId: scene.secondOwner.petId },
      scene.secondOwner.account.token,
    );
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body)).toMatchObject({
      code: 'SLOT_TAKEN',
      reason: 'slot_taken',
      error: SLOT_TAKEN_TEXT,
    });
  });

  it('when no API route matches, then the 404 names no_api_route with the method and path', async () => {
    const res = await request(t.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body)).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'no_api_route',
      params: { method: 'GET', path: '/no-such-thing' },
    });
  });

  it('when a body is malformed JSON, then the 400 names the reason malformed_json', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body)).toMatchObject({
      code: 'MALFORMED_JSON',
      reason: 'malformed_json',
    });
  });
});
