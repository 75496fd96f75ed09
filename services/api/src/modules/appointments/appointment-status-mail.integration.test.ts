import request from 'supertest';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS, QUEUES, ownerAppointmentSchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { createMailTransport, sendMailEvent } from '@petvet/shared/backend';
import { startTestSmtpServer } from '../../../../../test-support/smtp-server';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import { createBookingScene, postBooking, type OwnerWithPet } from './test-support/booking-scene';
import { addSlot, manualClock } from './test-support/booking-fixtures';

const clock = manualClock('2030-03-04T09:00:00Z');
const outbox = schema.queueOutbox;

describe('emails of the clinic status changes', () => {
  let t: TestApp;
  let business: TestAccount;
  let clinicId: string;
  let owner: OwnerWithPet;

  beforeAll(async () => {
    ({ t, business, clinicId, owner } = await createBookingScene(clock.now));
  });
  afterAll(async () => {
    await t.close();
  });

  async function book(
    date: string,
    time: string,
  ): Promise<{ id: string; timeSlotId: string; again(): Promise<string> }> {
    const timeSlotId = await addSlot(t.deps.db, clinicId, { date, startTime: time, duration: 30 });
    const post = async () => {
      const res = await postBooking(t.app, owner, { clinicId, timeSlotId, date, time });
      expect(res.status).toBe(201);
      return ownerAppointmentSchema.parse(res.body).id;
    };
    return { id: await post(), timeSlotId, again: post };
  }
  const setStatus = (id: string, body: Record<string, unknown>) =>
    request(t.app)
      .put(`/api/vet-business/appointments/${id}/status`)
      .set(bearer(business.token))
      .send(body);
  const mailJob = async (jobId: string) => {
    const [row] = await t.deps.db
      .select({ jobName: outbox.jobName, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.queue, QUEUES.notify), eq(outbox.jobId, jobId)));
    return row;
  };

  it('when the clinic confirms, then the confirmation email is queued once, however often it confirms', async () => {
    const { id } = await book('2030-03-12', '10:00');
    expect((await setStatus(id, { status: 'confirmed' })).status).toBe(200);
    expect((await setStatus(id, { status: 'confirmed' })).status).toBe(200);
    expect(await mailJob(`confirmed-${id}`)).toEqual({
      jobName: JOBS.deliverNotification,
      payload: { kind: 'confirmed', appointmentId: id },
    });
  });

  it('when the clinic cancels with a reason, then the cancellation email names the clinic and the reason, and the freed date is offered to the waitlist', async () => {
    const { id } = await book('2030-03-13', '11:00');
    const res = await setStatus(id, { status: 'cancelled', reason: 'The vet is ill' });
    expect(res.status).toBe(200);
    expect(await mailJob(`cancelled-${id}`)).toEqual({
      jobName: JOBS.deliverNotification,
      payload: {
        kind: 'cancelled',
        appointmentId: id,
        cancelledBy: 'clinic',
        reason: 'The vet is ill',
      },
    });
    const offers = await t.deps.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.jobName, JOBS.waitlistOffers),
          like(outbox.jobId, `%${clinicId}%2030-03-13%`),
        ),
      );
    expect(offers.map((row) => row.payload)).toEqual([{ clinicId, date: '2030-03-13' }]);
  });

  it('when restoring a cancelled visit is refused (its time was booked again), then no confirmation is queued', async () => {
    const { id, again } = await book('2030-03-14', '09:00');
    await setStatus(id, { status: 'cancelled' });
    const other = await again();
    const restore = await setStatus(id, { status: 'confirmed' });
    expect(restore.status).toBe(409);
    expect(await mailJob(`confirmed-${id}`)).toBeUndefined();
    expect(other).not.toBe(id);
  });

  it('when the rows the API wrote are sent by the notify handler, then the owner receives the booking and the confirmation with one invitation UID', async () => {
    const smtp = await startTestSmtpServer();
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: 'PetVet <no-reply@petvet.test>',
      dataDir: '/nonexistent',
      logger: t.deps.logger,
    });
    try {
      const { id } = await book('2030-03-15', '14:30');
      await setStatus(id, { status: 'confirmed' });
      const sender = {
        db: t.deps.db,
        transport,
        publicUrl: 'https://petvet.test',
        from: 'PetVet <no-reply@petvet.test>',
        logger: t.deps.logger,
      };
      for (const key of [`booked-${id}`, `confirmed-${id}`]) {
        const row = await mailJob(key);
        await sendMailEvent(sender, row!.payload, clock.now());
      }
      const mails = await smtp.waitForMail({ to: owner.account.email, count: 2 });
      expect(mails.map((mail) => mail.parsed.subject?.split(':')[0])).toEqual([
        'Booking received',
        'Confirmed',
      ]);
      for (const mail of mails) {
        const ics = mail.parsed.attachments.find((a) => a.filename?.endsWith('.ics'));
        expect(ics?.content.toString('utf8')).toContain(`UID:${id}@petvet`);
      }
    } finally {
      transport.close();
      await smtp.stop();
    }
  });
});
