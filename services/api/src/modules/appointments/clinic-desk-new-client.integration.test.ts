import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_INVALID_TEXT,
  DESK_EMAIL_TAKEN_TEXT,
  QUEUES,
  appointmentDetailsSchema,
  authResponseSchema,
  businessAppointmentSchema,
  errorBodySchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { createMailTransport, hashClaimToken, sendMailEvent } from '@petvet/shared/backend';
import { startTestSmtpServer } from '../../../../../test-support/smtp-server';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import { createBookingScene, type OwnerWithPet } from './test-support/booking-scene';
import { addSlot, manualClock } from './test-support/booking-fixtures';

// Monday 3 June 2030, 09:00 in London (the test clinic's zone).
const clock = manualClock('2030-06-03T08:00:00Z');
const outbox = schema.queueOutbox;

describe("the clinic's desk: a caller without an account, and opening a visit", () => {
  let t: TestApp;
  let business: TestAccount;
  let otherBusiness: TestAccount;
  let clinicId: string;
  let owner: OwnerWithPet;

  beforeAll(async () => {
    ({ t, business, otherBusiness, clinicId, owner } = await createBookingScene(clock.now));
    // The front desk books by email only its own clients: this owner once joined the waitlist.
    await t.deps.db.insert(schema.waitlistEntries).values({
      ownerId: String(owner.account.user.id),
      clinicId,
      date: '2030-05-20',
      petId: owner.petId,
      status: 'lapsed',
      closedAt: clock.now(),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const newClient = async (body: Record<string, unknown>, date: string) => {
    const timeSlotId = await addSlot(t.deps.db, clinicId, { date, startTime: '10:00' });
    return request(t.app)
      .post('/api/vet-business/appointments/new-client')
      .set(bearer(business.token))
      .send({ timeSlotId, appointmentTime: '10:00', serviceType: 'Consultation', ...body });
  };
  const details = (id: string, token = business.token) =>
    request(t.app).get(`/api/vet-business/appointments/${id}/details`).set(bearer(token));
  const claimJobs = () =>
    t.deps.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        sql`${outbox.queue} = ${QUEUES.notify} and ${outbox.payload}->>'kind' = 'account-claim'`,
      );
  const caller = {
    firstName: 'Cara',
    lastName: 'Caller',
    phone: '020 7946 0000',
    email: 'cara.caller@example.test',
    petName: 'Biscuit',
    species: 'Rabbit',
  };

  it('when the desk books a caller without an account, then the client, the pet and the visit are made, and the claim link signs them in once', async () => {
    const res = await newClient(caller, '2030-06-05');
    expect(res.status).toBe(201);
    const booked = businessAppointmentSchema.parse(res.body);
    expect(booked).toMatchObject({ petName: 'Biscuit', ownerName: 'Cara Caller' });
    expect(booked.status).toBe('confirmed');

    const opened = appointmentDetailsSchema.parse((await details(booked.id)).body);
    expect(opened.pet).toMatchObject({ name: 'Biscuit', species: 'Rabbit' });
    expect(opened.owner).toEqual({
      name: 'Cara Caller',
      phone: '020 7946 0000',
      email: 'cara.caller@example.test',
      claimed: false,
    });
    // No password can sign in before the account is claimed.
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: caller.email, password: '!unclaimed' });
    expect(login.status).toBe(401);

    const jobs = await claimJobs();
    expect(jobs).toHaveLength(1);
    const smtp = await startTestSmtpServer();
    const from = 'PetVet <no-reply@petvet.test>';
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from,
      dataDir: '/nonexistent',
      logger: t.deps.logger,
    });
    let token = '';
    try {
      const sender = { db: t.deps.db, transport, publicUrl: 'https://petvet.test', from };
      await sendMailEvent({ ...sender, logger: t.deps.logger }, jobs[0]!.payload, clock.now());
      const [mail] = await smtp.waitForMail({ to: caller.email, count: 1 });
      expect(mail!.parsed.subject).toBe(
        'Camden Animal Clinic made you a PetVet account: set your password',
      );
      token = /claim-account\?token=([\w-]+)/.exec(mail!.parsed.text ?? '')?.[1] ?? '';
    } finally {
      transport.close();
      await smtp.stop();
    }
    expect(token).not.toBe('');
    const [stored] = await t.deps.db.select().from(schema.accountClaims);
    expect(stored?.tokenHash).not.toContain(token);

    const claim = (password: string) =>
      request(t.app).post('/api/auth/claim-account').send({ token, password });
    const claimed = await claim('a-new-password');
    expect(claimed.status).toBe(200);
    expect(authResponseSchema.parse(claimed.body).user.email).toBe(caller.email);
    const again = await claim('another-password');
    expect(again.status).toBe(404);
    expect(errorBodySchema.parse(again.body).error).toBe(CLAIM_INVALID_TEXT);
    const signIn = await request(t.app)
      .post('/api/auth/login')
      .send({ email: caller.email, password: 'a-new-password' });
    expect(signIn.status).toBe(200);
    // The claim link proved the address, so the owner's reminders do not wait for a verification.
    expect(authResponseSchema.parse(signIn.body).user.emailVerified).toBe(true);
  });

  it('when a claim link is older than 7 days, then it is refused, and the same link in time is not', async () => {
    const res = await newClient({ ...caller, email: 'late@example.test' }, '2030-06-06');
    expect(res.status).toBe(201);
    const [account] = await t.deps.db
      .select({ id: schema.accounts.id })
      .from(schema.accounts)
      .where(eq(schema.accounts.email, 'late@example.test'));
    const token = 'a-token-that-is-long-enough';
    const setEnd = (expiresAt: string) =>
      t.deps.db
        .update(schema.accountClaims)
        .set({ tokenHash: hashClaimToken(token), expiresAt: new Date(expiresAt) })
        .where(eq(schema.accountClaims.accountId, account!.id));
    const claim = () =>
      request(t.app).post('/api/auth/claim-account').send({ token, password: 'secret-pass' });
    await setEnd('2030-06-03T07:59:59Z');
    expect((await claim()).status).toBe(404);
    await setEnd('2030-06-10T08:00:00Z');
    expect((await claim()).status).toBe(200);
  });

  it('when the caller gives no email, then the client is made without one and no claim is sent', async () => {
    const before = (await claimJobs()).length;
    const res = await newClient({ ...caller, email: '', petName: 'Pip' }, '2030-06-07');
    expect(res.status).toBe(201);
    const opened = appointmentDetailsSchema.parse(
      (await details(businessAppointmentSchema.parse(res.body).id)).body,
    );
    expect(opened.owner.email).toBeNull();
    expect(await claimJobs()).toHaveLength(before);
  });

  it("when the email is a clinic's account or a field is missing, then it says so and nothing is made", async () => {
    const taken = await newClient({ ...caller, email: otherBusiness.email }, '2030-06-10');
    expect(taken.status).toBe(409);
    expect(errorBodySchema.parse(taken.body).error).toBe(DESK_EMAIL_TAKEN_TEXT);
    const missing = await newClient(
      { ...caller, email: 'x@example.test', petName: ' ' },
      '2030-06-11',
    );
    expect(missing.status).toBe(400);
    expect(errorBodySchema.parse(missing.body).error).toContain("Enter the pet's name.");
    const made = await t.deps.db
      .select({ id: schema.accounts.id })
      .from(schema.accounts)
      .where(eq(schema.accounts.email, 'x@example.test'));
    expect(made).toEqual([]);
  });

  it("when another clinic opens the visit or books into this clinic's slot, then it cannot", async () => {
    const res = await newClient({ ...caller, email: 'third@example.test' }, '2030-06-12');
    const id = businessAppointmentSchema.parse(res.body).id;
    expect((await details(id, otherBusiness.token)).status).toBe(404);
    expect((await details(id, owner.account.token)).status).toBe(403);
    const timeSlotId = await addSlot(t.deps.db, clinicId, {
      date: '2030-06-13',
      startTime: '10:00',
    });
    const foreign = await request(t.app)
      .post('/api/vet-business/appointments/new-client')
      .set(bearer(otherBusiness.token))
      .send({
        ...caller,
        email: 'fourth@example.test',
        timeSlotId,
        appointmentTime: '10:00',
        serviceType: 'Consultation',
      });
    expect(foreign.status).toBe(404);
  });

  it("when a visit is opened, then it shows the pet's other visits at this clinic", async () => {
    const first = await request(t.app)
      .post('/api/vet-business/appointments')
      .set(bearer(business.token))
      .send({
        ownerEmail: owner.account.email,
        petId: owner.petId,
        timeSlotId: await addSlot(t.deps.db, clinicId, { date: '2030-06-14', startTime: '09:00' }),
        appointmentTime: '09:00',
        serviceType: 'Consultation',
      });
    const second = await request(t.app)
      .post('/api/vet-business/appointments')
      .set(bearer(business.token))
      .send({
        ownerEmail: owner.account.email,
        petId: owner.petId,
        timeSlotId: await addSlot(t.deps.db, clinicId, { date: '2030-06-17', startTime: '09:00' }),
        appointmentTime: '09:00',
        serviceType: 'Consultation',
        notes: 'Limping',
      });
    const opened = appointmentDetailsSchema.parse(
      (await details(businessAppointmentSchema.parse(second.body).id)).body,
    );
    expect(opened.appointment).toMatchObject({ notes: 'Limping', time: '09:00', endTime: '09:30' });
    expect(opened.pet).toMatchObject({ name: 'Rex', species: 'Dog', breed: 'Beagle' });
    expect(opened.history.map((visit) => visit.id)).toEqual([
      businessAppointmentSchema.parse(first.body).id,
    ]);
  });
});
