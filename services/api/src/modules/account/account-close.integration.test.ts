import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSE_ACCOUNT_HAS_FUTURE_APPOINTMENTS_TEXT,
  DELETED_ACCOUNT_NAME,
  IF_MATCH_HEADER,
  PASSWORD_WRONG_TEXT,
  SESSION_ENDED_TEXT,
  businessAppointmentListSchema,
  businessReviewListSchema,
  closeAccountAnswerSchema,
  errorBodySchema,
  etagOf,
  publicReviewsResponseSchema,
} from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { expectError } from '../../test-support/expect-error';
import { bearer, registerAccount } from '../../test-support/test-app';
import { createLeavingScene, type LeavingScene } from './test-support/leaving-scene';

describe('closing an account', () => {
  let scene: LeavingScene;
  let ownerId: string;
  const close = (token: string, body: unknown) =>
    request(scene.t.app)
      .delete('/api/account')
      .set(bearer(token))
      .send(body as object);
  const count = async (query: ReturnType<typeof sql>) => {
    const [row] = rowsOf<{ n: number }>(await scene.t.deps.db.execute(query));
    return Number(row?.n);
  };
  const statusOf = async (id: string) => {
    const [row] = rowsOf<{ status: string }>(
      await scene.t.deps.db.execute(sql`select status from appointments where id = ${id}`),
    );
    return row?.status;
  };

  beforeAll(async () => {
    scene = await createLeavingScene();
    ownerId = String(scene.owner.account.user.id);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  it('when the password is wrong, then 400 says so and nothing is closed', async () => {
    const res = await close(scene.owner.account.token, { password: 'not-my-password' });
    expectError(res, 400, PASSWORD_WRONG_TEXT);
    expect(await count(sql`select count(*) n from pets where owner_id = ${ownerId}`)).toBe(1);
    expect(await statusOf(scene.futureVisitId)).toBe('pending');
    expect(
      (await request(scene.t.app).get('/api/users/pets').set(bearer(scene.owner.account.token)))
        .status,
    ).toBe(200);
  });

  it('when a practice owner’s clinic has a visit to come, then 409 with the contract’s text and nothing changes', async () => {
    const res = await close(scene.business.token, { password: scene.business.password });
    expectError(res, 409, CLOSE_ACCOUNT_HAS_FUTURE_APPOINTMENTS_TEXT);
    expect(
      (
        await request(scene.t.app)
          .get('/api/vet-business/appointments')
          .set(bearer(scene.business.token))
      ).status,
    ).toBe(200);
    expect(await statusOf(scene.futureVisitId)).toBe('pending');
  });

  it('when the close names a version of the account read before a change to it, then 412 and nothing is closed; the current version closes it', async () => {
    const account = await registerAccount(scene.t.app, 'pet_owner', { password: 'first-password' });
    const versionOf = async () => {
      const [row] = rowsOf<{ version: string }>(
        await scene.t.deps.db.execute(
          sql`select xmin::text as version from accounts where id = ${String(account.user.id)}`,
        ),
      );
      return String(row?.version);
    };
    const read = await versionOf();
    const changed = await request(scene.t.app)
      .post('/api/account/password')
      .set(bearer(account.token))
      .send({ currentPassword: 'first-password', newPassword: 'second-password' });
    expect(changed.status).toBe(200);
    const stale = await close(account.token, { password: 'second-password' }).set(
      IF_MATCH_HEADER,
      etagOf(read),
    );
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    expect(
      await count(
        sql`select count(*) n from accounts where id = ${String(account.user.id)} and deleted_at is null`,
      ),
    ).toBe(1);
    const current = await close(account.token, { password: 'second-password' }).set(
      IF_MATCH_HEADER,
      etagOf(await versionOf()),
    );
    expect(current.status).toBe(200);
  });

  describe('when the owner closes the account with the right password', () => {
    beforeAll(async () => {
      const res = await close(scene.owner.account.token, {
        password: scene.owner.account.password,
      });
      expect(res.status).toBe(200);
      closeAccountAnswerSchema.parse(res.body);
    });

    it('then the old token answers 401', async () => {
      const res = await request(scene.t.app)
        .get('/api/users/pets')
        .set(bearer(scene.owner.account.token));
      expectError(res, 401, SESSION_ENDED_TEXT);
    });

    it('then the pets, their records, the waitlist entry, the hold and the feed are deleted', async () => {
      const left = await count(sql`select
        (select count(*) from pets where owner_id = ${ownerId})
        + (select count(*) from medical_records where pet_id = ${scene.owner.petId})
        + (select count(*) from vaccinations where pet_id = ${scene.owner.petId})
        + (select count(*) from waitlist_entries where owner_id = ${ownerId})
        + (select count(*) from slot_holds where owner_id = ${ownerId})
        + (select count(*) from calendar_feeds where account_id = ${ownerId})
        + (select count(*) from sessions where account_id = ${ownerId} and ended_at is null) as n`);
      expect(left).toBe(0);
    });

    it('then the visit to come is cancelled and the clinic’s email is queued in the outbox', async () => {
      expect(await statusOf(scene.futureVisitId)).toBe('cancelled');
      const [event] = rowsOf<{ payload: Record<string, unknown> }>(
        await scene.t.deps.db.execute(sql`select payload from queue_outbox
          where job_id = ${`cancelled-${scene.futureVisitId}`}`),
      );
      expect(event?.payload).toMatchObject({
        kind: 'cancelled',
        appointmentId: scene.futureVisitId,
        cancelledBy: 'owner',
      });
    });

    it('then the past visit stays in the clinic’s list, its owner shown as "Deleted account"', async () => {
      const res = await request(scene.t.app)
        .get('/api/vet-business/appointments')
        .set(bearer(scene.business.token));
      const list = businessAppointmentListSchema.parse(res.body);
      const past = list.find((visit) => visit.id === scene.pastVisitId);
      expect(past).toMatchObject({
        status: 'completed',
        petName: 'Rex',
        ownerName: DELETED_ACCOUNT_NAME,
      });
    });

    it('then the review stays, anonymised as "Deleted account" for the public and the clinic', async () => {
      const open = await request(scene.t.app).get(`/api/vets/${scene.clinicId}/reviews`);
      const shown = publicReviewsResponseSchema.parse(open.body).reviews;
      expect(shown.find((r) => r.id === scene.reviewId)).toMatchObject({
        reviewerName: DELETED_ACCOUNT_NAME,
        comment: 'Kind and quick',
      });
      const clinics = await request(scene.t.app)
        .get('/api/vet-business/reviews')
        .set(bearer(scene.business.token));
      expect(businessReviewListSchema.parse(clinics.body)).toEqual([
        expect.objectContaining({ id: scene.reviewId, customerName: DELETED_ACCOUNT_NAME }),
      ]);
    });

    it('then the row keeps no password hash, phone or second factor', async () => {
      const [row] = rowsOf<Record<string, unknown>>(
        await scene.t.deps.db.execute(sql`select email, password_hash, phone, totp_secret,
          deleted_at is not null as closed from accounts where id = ${ownerId}`),
      );
      expect(row).toEqual({
        email: `deleted-${ownerId}@deleted.invalid`,
        password_hash: '!deleted',
        phone: null,
        totp_secret: null,
        closed: true,
      });
    });

    it('then the email address can register again, as a new account', async () => {
      const again = await registerAccount(scene.t.app, 'pet_owner', {
        email: scene.owner.account.email,
      });
      expect(again.user.id).not.toBe(ownerId);
      const pets = await request(scene.t.app).get('/api/users/pets').set(bearer(again.token));
      expect(pets.body).toEqual([]);
    });
  });

  it('when a practice owner with no visits to come closes the account, then the clinic leaves the public pages', async () => {
    await scene.t.deps.db.execute(sql`update clinics set profile_saved_at = now(),
      latitude = 51.5, longitude = -0.14 where id = ${scene.otherClinicId}`);
    expect((await request(scene.t.app).get(`/api/vets/${scene.otherClinicId}`)).status).toBe(200);
    const res = await close(scene.otherBusiness.token, { password: scene.otherBusiness.password });
    expect(res.status).toBe(200);
    expect((await request(scene.t.app).get(`/api/vets/${scene.otherClinicId}`)).status).toBe(404);
    expectError(
      await request(scene.t.app).get('/api/account/export').set(bearer(scene.otherBusiness.token)),
      401,
      SESSION_ENDED_TEXT,
    );
  });
});
