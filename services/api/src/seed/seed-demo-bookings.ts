import type { Booking } from './seed-bookings';
import type { SeededClinic } from './seed-clinics';
import { CUSTOMER_PETS, OWNER_PETS } from './seed-pets';
import type { CamdenTeam } from './seed-team';

/** Who books what: the demo owner's visits past and upcoming, and the Camden clinic's customers. */
export function demoBookings(
  ownerId: string,
  customerIds: string[],
  clinics: Map<string, SeededClinic>,
  team: CamdenTeam,
): Booking[] {
  const clinic = (key: string) => clinics.get(key)!;
  const [bella, milo, pip] = OWNER_PETS as [
    (typeof OWNER_PETS)[0],
    (typeof OWNER_PETS)[0],
    (typeof OWNER_PETS)[0],
  ];
  const camden = clinic('london:0');
  const owner = (key: string, rest: Omit<Booking, 'key' | 'ownerId'>): Booking => ({
    key: `owner-${key}`,
    ownerId,
    ...rest,
  });
  const customer = (index: number, rest: Omit<Booking, 'key' | 'ownerId' | 'pet'>): Booking => ({
    key: `customer-${index}-${rest.dayOffset}`,
    ownerId: customerIds[index]!,
    pet: CUSTOMER_PETS[index]!,
    ...rest,
  });
  return [
    owner('bella-upcoming', {
      pet: bella,
      clinic: camden,
      serviceName: 'General Consultation',
      dayOffset: 2,
      time: '10:00',
      status: 'pending',
      notes: 'Check the left ear again',
    }),
    owner('milo-upcoming', {
      pet: milo,
      clinic: camden,
      serviceName: 'Annual Booster',
      dayOffset: 6,
      time: '14:30',
      status: 'confirmed',
    }),
    owner('pip-upcoming', {
      pet: pip,
      clinic: clinic('london:1'),
      serviceName: 'General Consultation',
      dayOffset: 10,
      time: '09:30',
      status: 'confirmed',
    }),
    owner('bella-past', {
      pet: bella,
      clinic: camden,
      serviceName: 'General Consultation',
      dayOffset: -35,
      time: '11:00',
      status: 'completed',
    }),
    owner('milo-past', {
      pet: milo,
      clinic: clinic('london:2'),
      serviceName: 'Annual Booster',
      dayOffset: -12,
      time: '15:00',
      status: 'completed',
    }),
    customer(0, {
      clinic: camden,
      serviceName: 'General Consultation',
      dayOffset: 0,
      time: '16:30',
      status: 'confirmed',
    }),
    customer(1, {
      clinic: camden,
      serviceName: 'Follow-up Consultation',
      dayOffset: 1,
      time: '11:00',
      status: 'pending',
      notes: 'Not eating well',
    }),
    customer(1, {
      clinic: camden,
      serviceName: 'General Consultation',
      dayOffset: 3,
      time: '15:30',
      status: 'confirmed',
      clinicianId: team.hughesId,
    }),
    customer(2, {
      clinic: camden,
      serviceName: 'Annual Booster',
      dayOffset: 1,
      time: '10:30',
      status: 'pending',
      clinicianId: team.lloydId,
    }),
    customer(2, {
      clinic: camden,
      serviceName: 'General Consultation',
      dayOffset: -7,
      time: '10:00',
      status: 'completed',
    }),
    customer(3, {
      clinic: camden,
      serviceName: 'Annual Booster',
      dayOffset: -20,
      time: '09:30',
      status: 'completed',
    }),
    customer(3, {
      clinic: clinic('new-york:0'),
      serviceName: 'General Consultation',
      dayOffset: 3,
      time: '14:00',
      status: 'confirmed',
    }),
  ];
}
