import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOBS,
  QUEUES,
  dropOffAppointmentSchema,
  dropOffClosedText,
  dropOffDayListSchema,
  dropOffFullText,
  dropOffTwiceText,
  errorBodySchema,
  NOT_A_DROP_OFF_TEXT,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectError } from '../../test-support/expect-error';
import { manualClock, registerOwnerWithPet } from '../appointments/test-support/booking-fixtures';
import {
  postDropOff,
  registerDogOwners,
  setUpDropOffScene,
  type DropOffScene,
  type Owner,
} from './test-support/drop-off-scene';

// Friday 1 March 2030, 08:00 in London: Monday the 4th and Wednesday the 6th are drop-off days.
const clock = manualClock('2030-03-01T08:00:00Z');

describe('drop-off booking', () => {
  let t: TestApp;
  let scene: DropOffScene;
  let dogs: Owner[];
  let rabbit: Owner;
  const days = (serviceId: string, from = '2030-03-01', to = '2030-03-14') =>
    request(t.app).get(`/api/vets/${scene.clinicId}/drop-off-days`).query({ serviceId, from, to });
  const dropOff = (owner: Owner, serviceId: string, date: string) =>
    postDropOff(t.app, owner, { vetId: scene.clinicId, serviceId, date });

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    scene = await setUpDropOffScene(t.app, t.deps.db);
    dogs = await registerDogOwners(t.app, 12);
    rabbit = await registerOwnerWithPet(t.app, { name: 'Clover', species: 'Rabbit' });
    await t.deps.db.insert(schema.closures).values({
      clinicId: scene.clinicId,
      fromDate: '2030-03-11',
      toDate: '2030-03-11',
      reason: 'Training day',
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('when an owner asks for drop-off days, then only days with a window, not closed, with places left come, with their admission and collection', async () => {
    const res = await days(scene.neuteringId);
    expect(res.status).toBe(200);
    expect(dropOffDayListSchema.parse(res.body)).toEqual([
      {
        date: '2030-03-04',
        admission: { start: '08:00', end: '09:00' },
        collectionTime: '16:00',
        left: 4,
      },
      {
        date: '2030-03-06',
        admission: { start: '08:00', end: '09:30' },
        collectionTime: '16:00',
        left: 4,
      },
      {
        date: '2030-03-13',
        admission: { start: '08:00', end: '09:30' },
        collectionTime: '16:00',
        left: 4,
      },
    ]);
  });

  it('when a dog is booked in, then the owner gets a pending drop-off at admission start for the window, and its email is queued', async () => {
    const res = await dropOff(dogs[0] as Owner, scene.dentalId, '2030-03-06');
    expect(res.status).toBe(201);
    const booked = dropOffAppointmentSchema.parse(res.body);
    expect(booked).toMatchObject({
      kind: 'drop_off',
      serviceType: 'Dental scale',
      appointmentDate: '2030-03-06',
      appointmentTime: '08:00',
      duration: 90,
      status: 'pending',
      timeSlotId: null,
    });
    const [mail] = await t.deps.db
      .select({ jobName: schema.queueOutbox.jobName })
      .from(schema.queueOutbox)
      .where(
        and(
          eq(schema.queueOutbox.queue, QUEUES.notify),
          eq(schema.queueOutbox.jobId, `booked-${booked.id}`),
        ),
      );
    expect(mail?.jobName).toBe(JOBS.deliverNotification);
  });

  it('when the service is for dogs and cats, then a rabbit is refused with 422 naming the species', async () => {
    const res = await dropOff(rabbit, scene.neuteringId, '2030-03-04');
    expectError(res, 422, 'Neutering is not offered for rabbits');
    expect(errorBodySchema.parse(res.body).code).toBe('SERVICE_NOT_OFFERED');
  });

  it('when the service is booked by time, then a drop-off of it is refused with 422', async () => {
    expectError(
      await dropOff(rabbit, scene.consultationId, '2030-03-04'),
      422,
      NOT_A_DROP_OFF_TEXT,
    );
  });

  it('when the day has no admission window or is closed, then the drop-off is refused with 409 DAY_CLOSED and a clear text', async () => {
    const tuesday = await dropOff(rabbit, scene.dentalId, '2030-03-05');
    expectError(tuesday, 409, 'The clinic takes no drop-offs on Tuesdays');
    const closed = await dropOff(rabbit, scene.dentalId, '2030-03-11');
    expectError(closed, 409, dropOffClosedText('2030-03-11'));
    expect(errorBodySchema.parse(closed.body).code).toBe('DAY_CLOSED');
  });

  it('when 4 neuters fill the service cap, then the 5th is refused but a dental still fits until the total of 6', async () => {
    const monday = '2030-03-04';
    for (const owner of dogs.slice(0, 4)) {
      expect((await dropOff(owner, scene.neuteringId, monday)).status).toBe(201);
    }
    const fifth = await dropOff(dogs[4] as Owner, scene.neuteringId, monday);
    expectError(fifth, 409, dropOffFullText('Neutering'));
    expect(errorBodySchema.parse(fifth.body).code).toBe('DROP_OFF_FULL');
    expect(dropOffDayListSchema.parse((await days(scene.dentalId)).body)[0]).toMatchObject({
      date: monday,
      left: 2,
    });

    expect((await dropOff(dogs[5] as Owner, scene.dentalId, monday)).status).toBe(201);
    expect((await dropOff(dogs[6] as Owner, scene.dentalId, monday)).status).toBe(201);
    expectError(
      await dropOff(dogs[7] as Owner, scene.dentalId, monday),
      409,
      dropOffFullText('Dental scale'),
    );
    const left = dropOffDayListSchema.parse((await days(scene.dentalId)).body);
    expect(left.map((day) => day.date)).toEqual(['2030-03-06', '2030-03-13']);
  });

  it('when the same pet is booked in again for the same day, then it is refused with 409 and keeps its one place', async () => {
    const again = await dropOff(dogs[0] as Owner, scene.neuteringId, '2030-03-06');
    expectError(again, 409, dropOffTwiceText('Rex', '2030-03-06'));
    expect(errorBodySchema.parse(again.body).code).toBe('CONFLICT');
  });

  it('when a drop-off is written past the check, then the database refuses the 7th of the day', async () => {
    const pets = await t.deps.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.clinicId, scene.clinicId))
      .limit(1);
    const model = pets[0];
    if (!model) throw new Error('no drop-off to copy');
    const { id: _id, createdAt: _c, updatedAt: _u, ...row } = model;
    await expect(
      t.deps.db
        .insert(schema.appointments)
        .values({ ...row, appointmentDate: '2030-03-04', serviceId: scene.dentalId }),
    ).rejects.toMatchObject({ cause: { constraint: 'appointments_drop_off_caps' } });
  });
});
