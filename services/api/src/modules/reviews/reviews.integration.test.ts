import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEW_ALREADY_GIVEN_TEXT,
  REVIEW_APPOINTMENT_NOT_COMPLETED_TEXT,
  REVIEW_APPOINTMENT_OTHER_CLINIC_TEXT,
  REVIEW_NEEDS_COMPLETED_TEXT,
  ownerReviewListSchema,
  ownerReviewSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { expectError } from '../../test-support/expect-error';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import { createBookingScene, type OwnerWithPet } from '../appointments/test-support/booking-scene';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { BOOKING_TIME, visit as visitAs } from './test-support/review-fixtures';

const clock = manualClock(BOOKING_TIME);

describe('reviews', () => {
  let t: TestApp;
  let business: TestAccount;
  let otherBusiness: TestAccount;
  let clinicId: string;
  let otherClinicId: string;
  let owner: OwnerWithPet;
  let newcomer: OwnerWithPet;

  beforeAll(async () => {
    ({
      t,
      business,
      otherBusiness,
      clinicId,
      otherClinicId,
      owner,
      secondOwner: newcomer,
    } = await createBookingScene(clock.now));
  });
  afterAll(async () => {
    await t.close();
  });

  const visit = (who: typeof owner, date: string, time: string, confirm = true, at = clinicId) =>
    visitAs(t.app, t.deps.db, clock, {
      owner: who,
      clinicId: at,
      businessToken: at === clinicId ? business.token : otherBusiness.token,
      date,
      time,
      confirm,
    });
  const review = (body: Record<string, unknown>, token = owner.account.token) =>
    request(t.app).post('/api/reviews').set(bearer(token)).send(body);
  const clinicRating = async (id: string) => {
    const [row] = await t.deps.db
      .select({ rating: schema.clinics.ratingAverage, count: schema.clinics.reviewCount })
      .from(schema.clinics)
      .where(eq(schema.clinics.id, id));
    return row;
  };

  it('when the owner has no completed visit, then 400; an unknown clinic is 404', async () => {
    await visit(newcomer, '2030-04-02', '09:00', false); // still pending: never completed
    expectError(
      await review({ vetId: clinicId, rating: 5, comment: 'Great' }, newcomer.account.token),
      400,
      REVIEW_NEEDS_COMPLETED_TEXT,
    );
    expectError(
      await review({ vetId: crypto.randomUUID(), rating: 5, comment: 'Great' }),
      404,
      'Vet not found',
    );
  });

  it('when a completed visit is reviewed, then 201, the owner sees it and the clinic rating follows', async () => {
    const first = await visit(owner, '2030-04-03', '09:00');
    const res = await review({ vetId: clinicId, rating: 4, comment: ' Kind and quick ' });
    expect(res.status).toBe(201);
    const saved = ownerReviewSchema.parse(res.body);
    expect(saved).toMatchObject({
      vetId: clinicId,
      appointmentId: first.id,
      rating: 4,
      comment: 'Kind and quick',
      businessName: 'Camden Animal Clinic',
      response: null,
    });
    expect(await clinicRating(clinicId)).toEqual({ rating: 4, count: 1 });

    const second = await visit(owner, '2030-04-04', '09:00');
    const again = await review({
      vetId: clinicId,
      appointmentId: second.id,
      rating: 5,
      comment: 'Even better',
    });
    expect(again.status).toBe(201);
    expect(await clinicRating(clinicId)).toEqual({ rating: 4.5, count: 2 });

    const mine = ownerReviewListSchema.parse(
      (await request(t.app).get('/api/reviews').set(bearer(owner.account.token))).body,
    );
    expect(mine.map((r) => r.comment)).toEqual(['Even better', 'Kind and quick']);
  });

  it('when the appointment was already reviewed, then 409 and the rating is unchanged', async () => {
    expectError(
      await review({ vetId: clinicId, rating: 1, comment: 'Again' }),
      409,
      REVIEW_ALREADY_GIVEN_TEXT,
    );
    const [latest] = ownerReviewListSchema.parse(
      (await request(t.app).get('/api/reviews').set(bearer(owner.account.token))).body,
    );
    expectError(
      await review({
        vetId: clinicId,
        appointmentId: latest?.appointmentId,
        rating: 1,
        comment: 'Again',
      }),
      409,
      REVIEW_ALREADY_GIVEN_TEXT,
    );
    expect(await clinicRating(clinicId)).toEqual({ rating: 4.5, count: 2 });
  });

  it('when the named appointment is someone else’s, elsewhere or not completed, then 404 or 400', async () => {
    const theirs = await visit(newcomer, '2030-04-05', '09:00');
    expectError(
      await review({ vetId: clinicId, appointmentId: theirs.id, rating: 5, comment: 'x' }),
      404,
      'Appointment not found',
    );
    const elsewhere = await visit(owner, '2030-04-05', '10:00', true, otherClinicId);
    expectError(
      await review({ vetId: clinicId, appointmentId: elsewhere.id, rating: 5, comment: 'x' }),
      400,
      REVIEW_APPOINTMENT_OTHER_CLINIC_TEXT,
    );
    const pending = await visit(owner, '2030-04-06', '09:00', false);
    expectError(
      await review({ vetId: clinicId, appointmentId: pending.id, rating: 5, comment: 'x' }),
      400,
      REVIEW_APPOINTMENT_NOT_COMPLETED_TEXT,
    );
  });

  it('when rating or comment is invalid, then 400 names the field', async () => {
    expectError(
      await review({ vetId: clinicId, rating: 0, comment: 'x' }),
      400,
      'rating must be at least 1',
    );
    expectError(
      await review({ vetId: clinicId, rating: 6, comment: 'x' }),
      400,
      'rating must be at most 5',
    );
    expectError(
      await review({ vetId: clinicId, rating: 4.5, comment: 'x' }),
      400,
      'rating must be a whole number',
    );
    expectError(
      await review({ vetId: clinicId, rating: 5, comment: '  ' }),
      400,
      'comment is required',
    );
    expectError(await review({ vetId: clinicId, rating: 5 }), 400, 'comment is required');
    expectError(await review({ rating: 5, comment: 'x' }), 400, 'vetId is required');
  });
});
