import { describe, expect, it } from 'vitest';
import { composeAppointmentEmails, type AppointmentJob } from './compose-appointment';
import type { AppointmentFacts } from './mail.repository';

const CLINIC_ID = '00000000-0000-4000-8000-000000000001';
const visit = (price: AppointmentFacts['price']): AppointmentFacts => ({
  id: '00000000-0000-4000-8000-000000000002',
  status: 'confirmed',
  date: '2026-03-20',
  time: '10:30',
  duration: 30,
  service: 'Dental Check',
  petName: 'Rex',
  notes: '',
  owner: { email: 'olivia@example.test', firstName: 'Olivia', lastName: 'Owner' },
  clinic: {
    id: CLINIC_ID,
    name: 'Camden Vets',
    address: '1 High St',
    city: 'London',
    postcode: 'NW1 1AA',
    phone: '',
    email: '',
    timeZone: 'Europe/London',
  },
  price,
});
const context = {
  publicUrl: 'https://petvet.test',
  now: new Date('2026-03-10T09:00:00Z'),
  fromAddress: 'noreply@petvet.test',
  sequence: 0,
};
const ownerText = (kind: 'booked' | 'confirmed', price: AppointmentFacts['price']) =>
  composeAppointmentEmails(
    { kind, appointmentId: 'x' } as AppointmentJob,
    visit(price),
    context,
  ).find((l) => l.role === 'owner')!.text;

describe('booking confirmations state the consultation price', () => {
  it.each(['booked', 'confirmed'] as const)(
    'when a %s email is composed for a clinic with first-consultation prices, then it states them and links the price list',
    (kind) => {
      const text = ownerText(kind, { min: 45, max: 60, currency: 'GBP', firstConsultation: true });
      expect(text).toContain('Consultation price: £45 - £60 including VAT');
      expect(text).toContain(`Price list: https://petvet.test/vet/${CLINIC_ID}/prices`);
    },
  );

  it('when the clinic lists no first consultation, then the booked service price is stated instead', () => {
    const text = ownerText('booked', {
      min: 38.5,
      max: 38.5,
      currency: 'EUR',
      firstConsultation: false,
    });
    expect(text).toContain('Price: €38.50 including VAT');
    expect(text).not.toContain('Consultation price');
  });

  it('when nothing is priced, then only the price list link is given', () => {
    const text = ownerText('confirmed', null);
    expect(text).not.toMatch(/^(Consultation price|Price):/m);
    expect(text).toContain('Price list: ');
  });
});
