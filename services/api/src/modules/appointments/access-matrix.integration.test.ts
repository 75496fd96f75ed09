import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAppointmentListSchema,
  businessReviewListSchema,
  errorBodySchema,
  ownerAppointmentListSchema,
  ownerAppointmentSchema,
  ownerReviewListSchema,
  ownerReviewSchema,
  petListSchema,
} from '@petvet/shared';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import {
  createBookingScene,
  postBooking,
  putStatus,
  type OwnerWithPet,
} from './test-support/booking-scene';
import { addSlot, manualClock } from './test-support/booking-fixtures';

type Method = 'get' | 'post' | 'put' | 'delete';
interface Endpoint {
  method: Method;
  path: string;
  body?: Record<string, unknown>;
}

const clock = manualClock('2030-06-03T08:00:00Z');

/** Pets, appointments and reviews: who may call what, and what a stranger of the same role sees. */
describe('access matrix for owner and business endpoints', () => {
  let t: TestApp;
  let owner: OwnerWithPet;
  let otherOwner: OwnerWithPet;
  let business: TestAccount;
  let otherBusiness: TestAccount;
  let appointmentId: string;
  let reviewId: string;
  let ownerEndpoints: Endpoint[];
  let businessEndpoints: Endpoint[];

  beforeAll(async () => {
    let clinicId: string;
    ({
      t,
      business,
      clinicId,
      otherBusiness,
      owner,
      secondOwner: otherOwner,
    } = await createBookingScene(clock.now));
    const timeSlotId = await addSlot(t.deps.db, clinicId, {
      date: '2030-06-04',
      startTime: '09:00',
    });
    const booked = await postBooking(t.app, owner, {
      clinicId,
      timeSlotId,
      date: '2030-06-04',
      time: '09:00',
    });
    appointmentId = ownerAppointmentSchema.parse(booked.body).id;
    await putStatus(t.app, business.token, appointmentId, 'confirmed');
    clock.set('2030-06-05T08:00:00Z');
    const reviewed = await request(t.app)
      .post('/api/reviews')
      .set(bearer(owner.account.token))
      .send({ vetId: clinicId, rating: 5, comment: 'Lovely' });
    reviewId = ownerReviewSchema.parse(reviewed.body).id;

    const pet = `/api/users/pets/${owner.petId}`;
    ownerEndpoints = [
      { method: 'get', path: '/api/users/pets' },
      { method: 'post', path: '/api/users/pets', body: { name: 'Max', species: 'Dog' } },
      { method: 'put', path: pet, body: { name: 'Taken', species: 'Dog' } },
      { method: 'delete', path: pet },
      { method: 'delete', path: `/api/api/users/pets/${owner.petId}` },
      { method: 'get', path: `${pet}/medical-history` },
      {
        method: 'post',
        path: `${pet}/medical-history`,
        body: { date: '2025-01-01', title: 'Check' },
      },
      { method: 'get', path: `${pet}/vaccinations` },
      {
        method: 'post',
        path: `${pet}/vaccinations`,
        body: { vaccineName: 'Rabies', dateGiven: '2025-01-01' },
      },
      { method: 'get', path: '/api/appointments' },
      { method: 'post', path: '/api/appointments', body: {} },
      { method: 'get', path: `/api/appointments/${appointmentId}/calendar.ics` },
      { method: 'get', path: '/api/reviews' },
      { method: 'post', path: '/api/reviews', body: {} },
    ];
    businessEndpoints = [
      { method: 'get', path: '/api/vet-business/appointments' },
      {
        method: 'put',
        path: `/api/vet-business/appointments/${appointmentId}/status`,
        body: { status: 'cancelled' },
      },
      { method: 'get', path: '/api/vet-business/reviews' },
      {
        method: 'put',
        path: `/api/vet-business/reviews/${reviewId}/response`,
        body: { response: 'Hi' },
      },
    ];
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const call = (endpoint: Endpoint, headers: Record<string, string> = {}) => {
    const req = request(t.app)[endpoint.method](endpoint.path).set(headers);
    return endpoint.body ? req.send(endpoint.body) : req;
  };
  const label = (e: Endpoint) => `${e.method.toUpperCase()} ${e.path}`;

  it('when no token or a forged token is sent, then every endpoint answers 401', async () => {
    for (const endpoint of [...ownerEndpoints, ...businessEndpoints]) {
      for (const headers of [{}, { Authorization: 'Bearer not.a.token' }] as Record<
        string,
        string
      >[]) {
        const res = await call(endpoint, headers);
        expect(res.status, label(endpoint)).toBe(401);
        expect(errorBodySchema.parse(res.body).code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('when a business token calls owner endpoints, or an owner token business endpoints, then 403', async () => {
    for (const endpoint of ownerEndpoints) {
      const res = await call(endpoint, bearer(business.token));
      expect(res.status, label(endpoint)).toBe(403);
      expect(errorBodySchema.parse(res.body).code).toBe('FORBIDDEN');
    }
    for (const endpoint of businessEndpoints) {
      const res = await call(endpoint, bearer(owner.account.token));
      expect(res.status, label(endpoint)).toBe(403);
    }
  });

  it('when a second owner targets the first owner’s pet, records or appointment, then 404', async () => {
    for (const endpoint of ownerEndpoints.filter(
      (e) => e.path.includes(owner.petId) || e.path.includes(appointmentId),
    )) {
      const res = await call(endpoint, bearer(otherOwner.account.token));
      expect(res.status, label(endpoint)).toBe(404);
      expect(errorBodySchema.parse(res.body).code).toBe('NOT_FOUND');
    }
    const lists = {
      pets: petListSchema.parse(
        (await request(t.app).get('/api/users/pets').set(bearer(otherOwner.account.token))).body,
      ),
      appointments: ownerAppointmentListSchema.parse(
        (await request(t.app).get('/api/appointments').set(bearer(otherOwner.account.token))).body,
      ),
      reviews: ownerReviewListSchema.parse(
        (await request(t.app).get('/api/reviews').set(bearer(otherOwner.account.token))).body,
      ),
    };
    expect(lists.pets.map((p) => p.id)).toEqual([otherOwner.petId]);
    expect(lists.appointments).toEqual([]);
    expect(lists.reviews).toEqual([]);
  });

  it('when a second business targets the first clinic’s appointment or review, then 404 and its lists are empty', async () => {
    for (const endpoint of businessEndpoints.filter((e) => e.method === 'put')) {
      const res = await call(endpoint, bearer(otherBusiness.token));
      expect(res.status, label(endpoint)).toBe(404);
    }
    expect(
      businessAppointmentListSchema.parse(
        (
          await request(t.app)
            .get('/api/vet-business/appointments')
            .set(bearer(otherBusiness.token))
        ).body,
      ),
    ).toEqual([]);
    expect(
      businessReviewListSchema.parse(
        (await request(t.app).get('/api/vet-business/reviews').set(bearer(otherBusiness.token)))
          .body,
      ),
    ).toEqual([]);
  });

  it('when the rightful owner and business call, then the same records are there', async () => {
    const mine = ownerAppointmentListSchema.parse(
      (await request(t.app).get('/api/appointments').set(bearer(owner.account.token))).body,
    );
    expect(mine.map((a) => [a.id, a.status])).toEqual([[appointmentId, 'completed']]);
    const theirs = businessReviewListSchema.parse(
      (await request(t.app).get('/api/vet-business/reviews').set(bearer(business.token))).body,
    );
    expect(theirs.map((r) => r.id)).toEqual([reviewId]);
  });
});
