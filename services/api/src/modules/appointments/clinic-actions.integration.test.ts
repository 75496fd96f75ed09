import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_SHOW_UNDO_TOO_LATE_TEXT,
  QUEUES,
  businessAppointmentSchema,
  errorBodySchema,
  ownerAppointmentSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { createMailTransport, sendMailEvent } from '@petvet/shared/backend';
import { startTestSmtpServer } from '../../../../../test-support/smtp-server';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import { createBookingScene, postBooking, type OwnerWithPet } from './test-support/booking-scene';
import { addSlot, manualClock } from './test-support/booking-fixtures';

// Monday 3 June 2030, 09:00 in London (the test clinic's zone).
const clock = manualClock('2030-06-03T08:00:00Z');
const outbox = schema.queueOutbox;

describe('clinic actions: a move keeps the status, a no-show can be undone for a minute', () => {
  let t: TestApp;
  let business: TestAccount;
  let otherBusiness: TestAccount;
  let clinicId: string;
  let owner: OwnerWithPet;

  beforeAll(async () => {
    ({ t, business, otherBusiness, clinicId, owner } = await createBookingScene(clock.now));
  });
  afterAll(async () => {
    await t.close();
  });

  const book = async (date: string, time: string) => {
    const timeSlotId = await addSlot(t.deps.db, clinicId, { date, startTime: time });
    const res = await postBooking(t.app, owner, { clinicId, timeSlotId, date, time });
    expect(res.status).toBe(201);
    return ownerAppointmentSchema.parse(res.body).id;
  };
  const setStatus = (id: string, status: string, token = business.token) =>
    request(t.app)
      .put(`/api/vet-business/appointments/${id}/status`)
      .set(bearer(token))
      .send({ status });
  const mailRows = (jobPrefix: string) =>
    t.deps.db
      .select({ jobId: outbox.jobId, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.queue, QUEUES.notify)))
      .then((rows) => rows.filter((row) => row.jobId.startsWith(jobPrefix)));

  it('when the clinic moves a confirmed visit, then it stays confirmed and the owner gets one email saying the clinic moved it', async () => {
    clock.set('2030-06-03T08:00:00Z');
    const id = await book('2030-06-11', '09:00');
    expect((await setStatus(id, 'confirmed')).status).toBe(200);
    const to = await addSlot(t.deps.db, clinicId, { date: '2030-06-11', startTime: '14:00' });
    const res = await request(t.app)
      .post(`/api/vet-business/appointments/${id}/reschedule`)
      .set(bearer(business.token))
      .send({ timeSlotId: to, appointmentTime: '14:00' });
    expect(res.status).toBe(200);
    expect(businessAppointmentSchema.parse(res.body)).toMatchObject({
      time: '14:00',
      status: 'confirmed',
    });

    const rows = await mailRows(`rescheduled-${id}`);
    expect(rows.map((row) => row.payload)).toEqual([
      {
        kind: 'rescheduled',
        appointmentId: id,
        previous: { date: '2030-06-11', time: '09:00' },
        movedBy: 'clinic',
      },
    ]);
    const smtp = await startTestSmtpServer();
    const from = 'PetVet <no-reply@petvet.test>';
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from,
      dataDir: '/nonexistent',
      logger: t.deps.logger,
    });
    try {
      const sender = { db: t.deps.db, transport, publicUrl: 'https://petvet.test', from };
      await sendMailEvent({ ...sender, logger: t.deps.logger }, rows[0]!.payload, clock.now());
      await sendMailEvent({ ...sender, logger: t.deps.logger }, rows[0]!.payload, clock.now());
      const mails = await smtp.waitForMail({ count: 1 });
      expect(mails).toHaveLength(1);
      expect(mails[0]!.recipients).toEqual([owner.account.email]);
      const text = mails[0]!.parsed.text ?? '';
      expect(text).toContain('Camden Animal Clinic has moved your appointment');
      expect(text).toContain('14:00');
      expect(text).not.toMatch(/awaiting confirmation/i);
    } finally {
      transport.close();
      await smtp.stop();
    }
  });

  it('when the clinic moves a pending visit, then it stays pending', async () => {
    const id = await book('2030-06-12', '09:00');
    const to = await addSlot(t.deps.db, clinicId, { date: '2030-06-12', startTime: '15:00' });
    const res = await request(t.app)
      .post(`/api/vet-business/appointments/${id}/reschedule`)
      .set(bearer(business.token))
      .send({ timeSlotId: to, appointmentTime: '15:00' });
    expect(businessAppointmentSchema.parse(res.body).status).toBe('pending');
  });

  it('when the clinic undoes a no-show within a minute, then the visit is back to its previous status', async () => {
    clock.set('2030-06-03T08:00:00Z');
    const id = await book('2030-06-03', '10:00');
    expect((await setStatus(id, 'confirmed')).status).toBe(200);
    clock.set('2030-06-03T09:10:00Z');
    expect((await setStatus(id, 'no_show')).status).toBe(200);
    clock.set('2030-06-03T09:10:59Z');
    // Back to a status it never had is not an undo.
    expect((await setStatus(id, 'pending')).status).toBe(409);
    // Another clinic cannot touch it at all.
    expect((await setStatus(id, 'confirmed', otherBusiness.token)).status).toBe(404);
    const res = await setStatus(id, 'confirmed');
    expect(res.status).toBe(200);
    expect(businessAppointmentSchema.parse(res.body).status).toBe('confirmed');
    expect(await mailRows(`confirmed-${id}`)).toHaveLength(1);
  });

  it('when the clinic tries to undo a no-show after a minute, then it is refused and stays a no-show', async () => {
    clock.set('2030-06-03T08:00:00Z');
    const id = await book('2030-06-03', '11:00');
    expect((await setStatus(id, 'confirmed')).status).toBe(200);
    clock.set('2030-06-03T10:10:00Z');
    expect((await setStatus(id, 'no_show')).status).toBe(200);
    clock.set('2030-06-03T10:11:01Z');
    const res = await setStatus(id, 'confirmed');
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).error).toBe(NO_SHOW_UNDO_TOO_LATE_TEXT);
    const [row] = await t.deps.db
      .select({ status: schema.appointments.status })
      .from(schema.appointments)
      .where(eq(schema.appointments.id, id));
    expect(row?.status).toBe('no_show');
  });
});
