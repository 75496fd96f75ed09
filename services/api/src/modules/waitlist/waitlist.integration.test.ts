import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_CLOSED_DAY_TEXT, errorBodySchema, waitlistEntrySchema } from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import type { OwnerWithPet } from '../appointments/test-support/booking-scene';
import {
  joinWaitlist,
  newOwner,
  waitlistClinic,
  waitlistOf,
  type WaitlistClinic,
} from './test-support/waitlist-scene';
import {
  WAITLIST_DUPLICATE_TEXT,
  WAITLIST_ENTRY_NOT_FOUND_TEXT,
  WAITLIST_OUTSIDE_WINDOW_TEXT,
  WAITLIST_PAST_DATE_TEXT,
  WAITLIST_UNKNOWN_SERVICE_TEXT,
} from './waitlist.service';

// Tuesday 15 January 2030, 10:00 in London: the waitlist takes dates up to 16 March.
const clock = manualClock('2030-01-15T10:00:00Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('joining and leaving a waitlist', () => {
  let t: TestApp;
  let clinic: WaitlistClinic;
  let owner: OwnerWithPet;
  let other: OwnerWithPet;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    clinic = await waitlistClinic(t, '2030-01-20');
    owner = await newOwner(t, 'Rex');
    other = await newOwner(t, 'Tom');
  });
  afterAll(async () => {
    await t.close();
  });

  it('when an owner joins for a date with a service, then 201 carries the entry and their list shows it without an offer', async () => {
    const res = await joinWaitlist(t, owner, {
      vetId: clinic.clinicId,
      date: clinic.date,
      service: 'consultation',
    });
    expect(res.status).toBe(201);
    const entry = waitlistEntrySchema.parse(res.body);
    expect(entry).toMatchObject({
      vetId: clinic.clinicId,
      date: '2030-01-20',
      petId: owner.petId,
      petName: 'Rex',
      service: 'Consultation',
      offer: null,
    });
    expect(await waitlistOf(t, owner)).toEqual([entry]);
    expect(await waitlistOf(t, other)).toEqual([]);
  });

  it('when an owner joins without a service, then the entry names none (the clinic shortest is offered)', async () => {
    const res = await joinWaitlist(t, owner, { vetId: clinic.clinicId, date: '2030-01-21' });
    expect(res.status).toBe(201);
    expect(waitlistEntrySchema.parse(res.body).service).toBeNull();
  });

  it('when the same owner joins again for that clinic, date and pet, then 409 says they already wait', async () => {
    const body = { vetId: clinic.clinicId, date: '2030-01-22' };
    expect((await joinWaitlist(t, owner, body)).status).toBe(201);
    expectError(await joinWaitlist(t, owner, body), 409, WAITLIST_DUPLICATE_TEXT);
    // Another owner may wait for the same date.
    expect((await joinWaitlist(t, other, body)).status).toBe(201);
  });

  it('when the date is past or beyond the booking window, then 400 says which', async () => {
    expectError(
      await joinWaitlist(t, owner, { vetId: clinic.clinicId, date: '2030-01-14' }),
      400,
      WAITLIST_PAST_DATE_TEXT,
    );
    expectError(
      await joinWaitlist(t, owner, { vetId: clinic.clinicId, date: '2030-03-17' }),
      400,
      WAITLIST_OUTSIDE_WINDOW_TEXT,
    );
    // Today and the window's last day are both fine.
    expect(
      (await joinWaitlist(t, other, { vetId: clinic.clinicId, date: '2030-01-15' })).status,
    ).toBe(201);
    expect(
      (await joinWaitlist(t, other, { vetId: clinic.clinicId, date: '2030-03-16' })).status,
    ).toBe(201);
  });

  it('when the pet is not theirs, the clinic unknown or the service not offered, then the refusal says so', async () => {
    expectError(
      await joinWaitlist(t, owner, {
        vetId: clinic.clinicId,
        date: '2030-01-23',
        petId: other.petId,
      }),
      404,
      'Pet not found',
    );
    expectError(
      await joinWaitlist(t, owner, { vetId: UNKNOWN_ID, date: '2030-01-23' }),
      404,
      'Vet not found',
    );
    expectError(
      await joinWaitlist(t, owner, {
        vetId: clinic.clinicId,
        date: '2030-01-23',
        service: 'Grooming',
      }),
      400,
      WAITLIST_UNKNOWN_SERVICE_TEXT,
    );
    const malformed = await request(t.app)
      .post('/api/waitlist')
      .set(bearer(owner.account.token))
      .send({ vetId: 'nope', date: '2030-02-30', petId: owner.petId });
    expect(malformed.status).toBe(400);
  });

  it('when a visitor or a business asks, then 401 and 403', async () => {
    const body = { vetId: clinic.clinicId, date: '2030-01-23', petId: owner.petId };
    expect((await request(t.app).post('/api/waitlist').send(body)).status).toBe(401);
    expect((await request(t.app).get('/api/waitlist')).status).toBe(401);
    const business = await registerAccount(t.app, 'vet_business');
    const res = await request(t.app).post('/api/waitlist').set(bearer(business.token)).send(body);
    expect(res.status).toBe(403);
  });

  it('when an owner leaves, then the entry is gone, they may join again, and another owner cannot remove it', async () => {
    const body = { vetId: clinic.clinicId, date: '2030-01-24' };
    const entry = waitlistEntrySchema.parse((await joinWaitlist(t, owner, body)).body);
    const remove = (who: OwnerWithPet, id: string) =>
      request(t.app).delete(`/api/waitlist/${id}`).set(bearer(who.account.token));

    expectError(await remove(other, entry.id), 404, WAITLIST_ENTRY_NOT_FOUND_TEXT);
    expectError(await remove(owner, 'not-an-id'), 404, WAITLIST_ENTRY_NOT_FOUND_TEXT);
    expect((await remove(owner, entry.id)).status).toBe(204);
    expect((await waitlistOf(t, owner)).map((e) => e.id)).not.toContain(entry.id);
    expectError(await remove(owner, entry.id), 404, WAITLIST_ENTRY_NOT_FOUND_TEXT);
    expect((await joinWaitlist(t, owner, body)).status).toBe(201);
  });

  it('when a waited date has passed, then the list no longer shows it', async () => {
    const body = { vetId: clinic.clinicId, date: '2030-01-16' };
    const entry = waitlistEntrySchema.parse((await joinWaitlist(t, owner, body)).body);
    const current = clock.now().toISOString();
    try {
      clock.set('2030-01-17T09:00:00Z');
      expect((await waitlistOf(t, owner)).map((e) => e.id)).not.toContain(entry.id);
    } finally {
      clock.set(current);
    }
  });

  it('when an owner joins for a day the clinic is closed, then 409 DAY_CLOSED says so, for a closure and for a day without hours', async () => {
    const closure = await request(t.app)
      .post('/api/vet-business/closures')
      .set(bearer(clinic.businessToken))
      .send({ from: '2030-01-29', to: '2030-01-29', reason: 'Training' });
    expect(closure.status).toBe(201);
    // 29 January is a Tuesday inside the closure; 27 January a Sunday, when the standard hours close.
    for (const date of ['2030-01-29', '2030-01-27']) {
      const res = await joinWaitlist(t, owner, { vetId: clinic.clinicId, date });
      expectError(res, 409, WAITLIST_CLOSED_DAY_TEXT);
      expect(errorBodySchema.parse(res.body).code).toBe('DAY_CLOSED');
    }
    expect((await waitlistOf(t, owner)).map((e) => e.date)).not.toContain('2030-01-29');
  });
});
