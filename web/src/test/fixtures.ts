import type {
  MedicalRecord,
  OwnerAppointment,
  Pet,
  PublicService,
  PublicTimeSlot,
  Vaccination,
  WeightEntry,
  WrittenBy,
} from '@petvet/shared';
import type { ClinicView } from '../features/clinics/types';

export const VET_ID = '11111111-1111-4111-8111-111111111111';

export const clinic = (overrides: Partial<ClinicView> = {}): ClinicView => ({
  id: VET_ID,
  businessName: 'Riverside Vets',
  rating: 4.6,
  reviewCount: 12,
  address: '1 River Street, London',
  city: 'London',
  postcode: 'SE1 9AA',
  phone: '020 7946 0000',
  email: 'hello@riverside.example',
  website: 'https://riverside.example',
  description: 'Friendly clinic by the river.',
  services: ['Consultation', 'Vaccination', 'Dental', 'Surgery', 'Grooming'],
  openingHours: ['Monday: 8:00 AM - 6:00 PM', 'Sunday: Closed'],
  latitude: 51.5,
  longitude: -0.1,
  images: [],
  verified: true,
  source: 'database',
  timeZone: 'Europe/London',
  currency: 'GBP',
  ...overrides,
});

export const pet = (overrides: Partial<Pet> = {}): Pet => ({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Bella',
  species: 'Dog',
  breed: 'Labrador',
  age: 3,
  weight: 24.5,
  gender: 'Female',
  medicalNotes: null,
  allergies: [],
  chronicConditions: [],
  microchipNumber: null,
  vaccinationStatus: null,
  ...overrides,
});

/** What a clinic's entries carry: the clinic and the vet who wrote them. */
export const CAMDEN_VET: WrittenBy = {
  clinicId: '99999999-9999-4999-8999-999999999999',
  clinicName: 'Camden Town Veterinary Surgery',
  staffName: 'Dr Priya Patel',
};

/** An entry of the pet's record written by the owner (no clinic), shown and at version 1. */
const ownEntry = { writtenBy: null, hidden: false, appointmentId: null, version: '1' };

export const medicalRecord = (overrides: Partial<MedicalRecord> = {}): MedicalRecord => ({
  id: '66666666-6666-4666-8666-666666666601',
  petId: pet().id,
  date: '2026-03-02',
  type: 'checkup',
  title: 'Annual checkup',
  description: null,
  vetName: null,
  vetClinic: null,
  treatment: null,
  medications: null,
  followUpRequired: false,
  followUpDate: null,
  createdAt: '2026-03-02T10:00:00Z',
  ...ownEntry,
  ...overrides,
});

export const vaccination = (overrides: Partial<Vaccination> = {}): Vaccination => ({
  id: '77777777-7777-4777-8777-777777777701',
  petId: pet().id,
  vaccineName: 'Rabies',
  dateGiven: '2026-01-10',
  nextDueDate: null,
  vetName: null,
  vetClinic: null,
  batchNumber: null,
  notes: null,
  createdAt: '2026-01-10T10:00:00Z',
  status: 'up_to_date',
  ...ownEntry,
  ...overrides,
});

export const weightEntry = (overrides: Partial<WeightEntry> = {}): WeightEntry => ({
  id: '88888888-8888-4888-8888-888888888801',
  petId: pet().id,
  date: '2026-01-10',
  weight: 24.5,
  createdAt: '2026-01-10T10:00:00Z',
  ...ownEntry,
  ...overrides,
});

export const service = (overrides: Partial<PublicService> = {}): PublicService => ({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'General Consultation',
  price: 45,
  duration: 30,
  category_name: 'General',
  category_icon: '🏥',
  currency: 'GBP',
  species: null,
  bookingMode: 'appointment',
  ...overrides,
});

export const slot = (overrides: Partial<PublicTimeSlot> = {}): PublicTimeSlot => ({
  id: '44444444-4444-4444-8444-444444444444',
  date: '2030-01-10',
  startTime: '09:00',
  endTime: '09:30',
  service: 'General Consultation',
  duration: 30,
  // A clinic of one clinician: its one calendar, which the screens do not name.
  clinicianId: '66666666-6666-4666-8666-666666666600',
  clinicianName: 'Dr Riverside',
  ...overrides,
});

export const appointment = (overrides: Partial<OwnerAppointment> = {}): OwnerAppointment => ({
  id: '55555555-5555-4555-8555-555555555555',
  vetId: VET_ID,
  petId: pet().id,
  serviceType: 'General Consultation',
  appointmentDate: '2030-01-10',
  appointmentTime: '09:00',
  duration: 30,
  status: 'confirmed',
  notes: '',
  businessName: 'Riverside Vets',
  address: '1 River Street, London',
  petName: 'Bella',
  species: 'Dog',
  breed: 'Labrador',
  timeSlotId: slot().id,
  price: 45,
  createdAt: '2029-12-01T10:00:00.000Z',
  clinicianId: null,
  clinicianName: null,
  roomName: null,
  kind: 'appointment',
  ...overrides,
});
