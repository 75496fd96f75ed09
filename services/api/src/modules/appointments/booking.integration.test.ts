import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAppointmentListSchema, ownerAppointmentSchema } from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import {
  bookingRequests,
  createBookingScene,
  type BookingScene,
  type OwnerWithPet,
} from './test-support/booking-scene';
import { addService, addSlot, manualClock, slotIsBooked } from './test-support/booking-fixtures';

// Wednesday 15 January 2030, 10:00 in London.
const clock = manualClock('2030-01-15T10:00:00Z');

describe('booking an appointment', () => {
  let scene: BookingScene;
  let t: TestApp;
  let clinicId: string;
  let serviceId: string;
  let owner: TestAccount;
  let petId: string;
  let stranger: OwnerWithPet;

  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    ({ t, clinicId, secondOwner: stranger } = scene);
    ({ account: owner, petId } = scene.owner);
    serviceId = await addService(t.deps.db, clinicId, {
      name: 'Vaccination',
      price: 45.5,
      duration: 15,
    });
    await addService(t.deps.db, clinicId, { name: 'Dental Cleaning', price: 120 });
  });
  afterAll(async () => {
    await t.close();
  });

  const { book, bodyFor } = bookingRequests(() => scene);

  it('when an owner books a free slot, then 201 carries the appointment and the slot is booked', async () => {
    const slotId = await addSlot(t.deps.db, clinicId, {
      date: '2030-01-20',
      startTime: '09:15',
      duration: 15,
      service: 'Vaccination',
      serviceId,
    });
    const res = await book(bodyFor(slotId, '2030-01-20', '09:15', { notes: 'First visit' }));
    expect(res.status).toBe(201);
    const appointment = ownerAppointmentSchema.parse(res.body);
    expect(appointment).toMatchObject({
      vetId: clinicId,
      petId,
      serviceType: 'Vaccination',
      appointmentDate: '2030-01-20',
      appointmentTime: '09:15',
      duration: 15,
      status: 'pending',
      notes: 'First visit',
      businessName: 'Camden Animal Clinic',
      address: '12 High Street',
      petName: 'Rex',
      species: 'Dog',
      breed: 'Beagle',
      timeSlotId: slotId,
      price: 45.5,
    });
    expect(await slotIsBooked(t.deps.db, slotId)).toBe(true);

    const list = ownerAppointmentListSchema.parse(
      (await request(t.app).get('/api/appointments').set(bearer(owner.token))).body,
    );
    expect(list.find((a) => a.id === appointment.id)).toEqual(appointment);
  });

  it('when the slot has no linked service, then the price comes from the clinic service of that name', async () => {
    const slotId = await addSlot(t.deps.db, clinicId, {
      date: '2030-01-21',
      startTime: '10:00',
      service: 'dental cleaning',
    });
    const res = await book(bodyFor(slotId, '2030-01-21', '10:00:00'));
    expect(res.status).toBe(201);
    expect(ownerAppointmentSchema.parse(res.body)).toMatchObject({
      serviceType: 'dental cleaning',
      price: 120,
    });
    const unpriced = await addSlot(t.deps.db, clinicId, {
      date: '2030-01-21',
      startTime: '11:00',
      service: 'Walk-in',
    });
    const second = await book(
      bodyFor(unpriced, '2030-01-21', '11:00', { serviceType: 'Check-up' }),
    );
    expect(ownerAppointmentSchema.parse(second.body)).toMatchObject({
      serviceType: 'Check-up',
      price: null,
    });
  });

  it('when the calendar file is asked for, then the owner gets a VEVENT in the clinic zone and others get 404', async () => {
    const slotId = await addSlot(t.deps.db, clinicId, {
      date: '2030-01-27',
      startTime: '14:00',
      duration: 45,
    });
    const appointment = ownerAppointmentSchema.parse(
      (await book(bodyFor(slotId, '2030-01-27', '14:00'))).body,
    );
    const res = await request(t.app)
      .get(`/api/appointments/${appointment.id}/calendar.ics`)
      .set(bearer(owner.token));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.text).toContain('DTSTART;TZID=Europe/London:20300127T140000\r\n');
    expect(res.text).toContain('DURATION:PT45M\r\n');
    expect(res.text).toContain(`UID:${appointment.id}@petvet\r\n`);
    expect(res.text).toContain(
      'LOCATION:Camden Animal Clinic\\, 12 High Street\\, London\\, NW1 7JR\r\n',
    );
    expect(res.text).toContain('DTSTAMP:20300115T100000Z\r\n');

    const other = await request(t.app)
      .get(`/api/appointments/${appointment.id}/calendar.ics`)
      .set(bearer(stranger.account.token));
    expectError(other, 404, 'Appointment not found');
  });
});
