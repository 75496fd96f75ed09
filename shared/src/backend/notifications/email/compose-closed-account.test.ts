import { describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT_NAME } from '../../../contracts/account';
import { ACCOUNT_CLOSED_CANCEL_REASON, closedAccountEmail } from '../../../contracts/account-data';
import { hasRealEmail } from '../../../contracts/clinic-desk';
import { composeAppointmentEmails } from './compose-appointment';
import type { AppointmentFacts } from './mail.repository';

const OWNER_ID = '00000000-0000-4000-8000-000000000003';
/** Rex's visit whose owner closed the account: the row reads as the closed account reads. */
const visit: AppointmentFacts = {
  id: '00000000-0000-4000-8000-000000000002',
  status: 'cancelled',
  date: '2030-01-20',
  time: '09:00',
  duration: 30,
  service: 'Consultation',
  petName: 'Rex',
  notes: '',
  owner: { email: closedAccountEmail(OWNER_ID), firstName: 'Deleted', lastName: 'account' },
  clinic: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Camden Vets',
    address: '1 High St',
    city: 'London',
    postcode: 'NW1 1AA',
    phone: '',
    email: 'desk@camden.test',
    timeZone: 'Europe/London',
  },
  price: null,
};

describe('the cancellation emails of a closed account’s visit', () => {
  const emails = composeAppointmentEmails(
    {
      kind: 'cancelled',
      appointmentId: visit.id,
      cancelledBy: 'owner',
      reason: ACCOUNT_CLOSED_CANCEL_REASON,
    },
    visit,
    {
      publicUrl: 'https://petvet.test',
      now: new Date('2030-01-15T10:00:00Z'),
      fromAddress: 'noreply@petvet.test',
      sequence: 1,
    },
  );

  it('when the owner closed the account, then the clinic is told why and the owner is named "Deleted account" without an address', () => {
    const clinic = emails.find((email) => email.role === 'clinic');
    expect(clinic?.to).toBe('desk@camden.test');
    expect(clinic?.text).toContain(`${DELETED_ACCOUNT_NAME} has cancelled this appointment`);
    expect(clinic?.text).toContain(`Reason given: ${ACCOUNT_CLOSED_CANCEL_REASON}`);
    expect(clinic?.text).toContain(`Owner: ${DELETED_ACCOUNT_NAME}\n`);
    expect(clinic?.text).not.toContain('deleted.invalid');
  });

  it('when the owner’s email is composed, then its address is one the email channel never sends to', () => {
    const owner = emails.find((email) => email.role === 'owner');
    expect(owner?.to).toBe(closedAccountEmail(OWNER_ID));
    expect(hasRealEmail(owner?.to ?? '')).toBe(false);
  });
});
