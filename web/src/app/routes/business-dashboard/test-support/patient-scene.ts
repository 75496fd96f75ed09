import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  patientDetailSchema,
  patientListSchema,
  type PatientDetail,
  type StaffRole,
} from '@petvet/shared';
import { BUSINESS, renderApp, storeFor } from '../../../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../../../test/test-server';
import { businessApi } from '../../../../features/business/api';
import { id, profile } from './business-scene';

// Scene: Tribeca Pet Clinic (id 9) treats Bella, a beagle allergic to penicillin, owned by Ann Lee.
export const CLINIC = id(9);
export const OTHER_CLINIC = id(8);
export const BELLA = id(301);
export const VISIT = id(401);

const by = (clinicId: string, clinicName: string, staffName: string | null) => ({
  clinicId,
  clinicName,
  staffName,
});
const provenance = (writtenBy: ReturnType<typeof by> | null) => ({
  writtenBy,
  hidden: false,
  appointmentId: writtenBy ? VISIT : null,
});

export const bellaList = patientListSchema.parse([
  {
    petId: BELLA,
    name: 'Bella',
    species: 'Dog',
    breed: 'Beagle',
    allergies: ['penicillin'],
    chronicConditions: ['arthritis'],
    vaccinationStatus: 'due_soon',
    ownerName: 'Ann Lee',
    lastVisit: '2025-01-03',
    nextVisit: '2031-02-01',
  },
  {
    petId: id(302),
    name: 'Milo',
    species: 'Cat',
    breed: null,
    allergies: [],
    chronicConditions: [],
    vaccinationStatus: null,
    ownerName: 'Tom Ford',
    lastVisit: null,
    nextVisit: null,
  },
]);

export const bellaDetail: PatientDetail = patientDetailSchema.parse({
  pet: {
    id: BELLA,
    name: 'Bella',
    species: 'Dog',
    breed: 'Beagle',
    age: 4,
    weight: 12.4,
    gender: 'Female',
    medicalNotes: null,
    allergies: ['penicillin'],
    chronicConditions: ['arthritis'],
    microchipNumber: null,
    vaccinationStatus: 'due_soon',
  },
  owner: { name: 'Ann Lee', email: 'ann@example.test', phone: '+1 212 555 0111' },
  medicalHistory: [
    {
      id: id(501),
      petId: BELLA,
      date: '2025-01-03',
      type: 'checkup',
      title: 'Annual checkup',
      description: 'Healthy, slight tartar.',
      vetName: 'Dr Ada Lovelace',
      vetClinic: 'Tribeca Pet Clinic',
      treatment: null,
      medications: null,
      followUpRequired: false,
      followUpDate: null,
      createdAt: '2025-01-03T10:00:00Z',
      version: '7',
      ...provenance(by(CLINIC, 'Tribeca Pet Clinic', 'Dr Ada Lovelace')),
    },
    {
      id: id(502),
      petId: BELLA,
      date: '2024-06-01',
      type: 'illness',
      title: 'Ear infection',
      description: null,
      vetName: null,
      vetClinic: 'Harbour Vets',
      treatment: 'Drops',
      medications: null,
      followUpRequired: false,
      followUpDate: null,
      createdAt: '2024-06-01T10:00:00Z',
      version: '2',
      ...provenance(null),
    },
  ],
  vaccinations: [
    {
      id: id(601),
      petId: BELLA,
      vaccineName: 'Rabies',
      dateGiven: '2024-02-01',
      nextDueDate: '2031-02-01',
      vetName: null,
      vetClinic: 'Harbour Vets',
      batchNumber: 'RB-221',
      notes: null,
      createdAt: '2024-02-01T10:00:00Z',
      status: 'due_soon',
      version: '3',
      ...provenance(by(OTHER_CLINIC, 'Harbour Vets', 'Dr Who')),
    },
    {
      id: id(602),
      petId: BELLA,
      vaccineName: 'Annual booster',
      dateGiven: '2025-01-03',
      nextDueDate: '2026-01-03',
      vetName: 'Dr Ada Lovelace',
      vetClinic: 'Tribeca Pet Clinic',
      batchNumber: 'AB-17',
      notes: null,
      createdAt: '2025-01-03T10:00:00Z',
      status: 'up_to_date',
      version: '5',
      ...provenance(by(CLINIC, 'Tribeca Pet Clinic', 'Dr Ada Lovelace')),
    },
  ],
  weights: [
    {
      id: id(701),
      petId: BELLA,
      date: '2025-01-03',
      weight: 12.4,
      createdAt: '2025-01-03T10:00:00Z',
      version: '1',
      ...provenance(by(CLINIC, 'Tribeca Pet Clinic', 'Dr Ada Lovelace')),
    },
    {
      id: id(702),
      petId: BELLA,
      date: '2024-06-01',
      weight: 11.8,
      createdAt: '2024-06-01T10:00:00Z',
      version: '1',
      ...provenance(null),
    },
  ],
  visits: [
    {
      appointmentId: id(402),
      date: '2031-02-01',
      time: '10:00',
      service: 'Dental',
      status: 'pending',
      clinicianName: null,
    },
    {
      appointmentId: VISIT,
      date: '2025-01-03',
      time: '09:30',
      service: 'Vaccination',
      status: 'completed',
      clinicianName: 'Dr Ada Lovelace',
    },
  ],
});

export type Routes = Record<string, (r: SeenRequest) => Answer | Promise<Answer>>;

/** GET /auth/me for a member of the clinic with the given role. */
export const meAs = (role: StaffRole): Routes => ({
  'GET /auth/me': () => ({
    body: {
      ...BUSINESS,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: true,
      totpEnabled: false,
      clinic: { id: CLINIC, name: 'Tribeca Pet Clinic', role, clinicianId: null },
    },
  }),
});

let running: Awaited<ReturnType<typeof startTestServer>> | null = null;

export async function closePatientScene() {
  await running?.close();
  running = null;
}

/** The patient page of a pet, opened by a member with the given role. */
export async function openPatient(petId: string, role: StaffRole, routes: Routes = {}) {
  const server = await startTestServer({ ...meAs(role), ...routes });
  running = server;
  const store = storeFor(BUSINESS);
  await store.dispatch(businessApi.util.upsertQueryData('businessProfile', undefined, profile()));
  renderApp(`/vet-dashboard/patients/${petId}`, { store });
  await screen.findByRole('heading', { level: 1 });
  return { server, user: userEvent.setup() };
}
