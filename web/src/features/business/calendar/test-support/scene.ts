import { addMinutesWithinDay, type Calendar, type Service, type TimeSlot } from '@petvet/shared';
import { makeStore } from '../../../../store/store';

/** A signed-in clinic's store alone (not the app's routes): these screens sit inside one tab. */
export const businessStore = () =>
  makeStore({
    storage: null,
    preloadedState: {
      session: {
        status: 'ready',
        token: 'token-u2',
        user: {
          id: 'u2',
          email: 'victor@example.test',
          firstName: 'Victor',
          lastName: 'Vet',
          userType: 'vet_business',
        },
      },
    },
  });

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const consultation: Service = {
  id: id(101),
  category_id: id(1),
  name: 'Consultation',
  description: '',
  price: 45,
  duration: 30,
  display_order: 0,
  categoryName: 'Consultations',
  roomId: null,
  species: null,
  bookingMode: 'appointment',
  dailyCap: null,
};

// The grid opens on the current week, so the scene is today (the grid's day is UTC's).
export const TODAY = new Date().toISOString().slice(0, 10);

export const slot = (n: number, startTime: string, isBooked = false): TimeSlot => ({
  id: id(300 + n),
  date: TODAY,
  startTime,
  endTime: addMinutesWithinDay(startTime, 30),
  service: 'Consultation',
  serviceId: null,
  // The clinic's first clinician, whose time a slot is unless another is named.
  clinicianId: id(500),
  duration: 30,
  isBooked,
});

/** A day in the clinic: Rex booked at 09:00, free time at 10:00 and 10:30. */
export const week: Calendar = {
  timeZone: 'Europe/London',
  slots: [slot(1, '09:00', true), slot(2, '10:00'), slot(3, '10:30')],
  appointments: [
    {
      id: id(201),
      petName: 'Rex',
      ownerName: 'Olivia Owner',
      service: 'Consultation',
      date: TODAY,
      time: '09:00',
      endTime: '09:30',
      duration: 30,
      status: 'confirmed',
      notes: '',
    } as Calendar['appointments'][number],
  ],
};
