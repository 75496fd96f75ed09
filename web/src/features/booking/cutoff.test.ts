import { describe, expect, test } from 'vitest';
import { changeBlockedReason, changePolicyText, insideCutoffText } from './cutoff';

const visit = { appointmentDate: '2030-06-10', appointmentTime: '10:00' };
// 10:00 in London in June is 09:00 UTC.
const at = (iso: string) => new Date(iso);
const policy = { cancellationCutoffHours: 24, phone: '020 7946 0000', timeZone: 'Europe/London' };

describe("the clinic's cut-off", () => {
  test('when the visit is more than the cut-off away, then it can still be changed', () => {
    expect(changeBlockedReason(visit, policy, at('2030-06-09T08:59:00Z'))).toBeNull();
  });

  test('when the visit is inside the cut-off, then the reason names the hours and the phone', () => {
    expect(changeBlockedReason(visit, policy, at('2030-06-09T09:01:00Z'))).toBe(
      'This appointment starts in less than 24 hours, so it can no longer be changed online. Please call the clinic on 020 7946 0000.',
    );
  });

  test('when the cut-off is 0, then it can be changed up to the start and not after', () => {
    const any = { ...policy, cancellationCutoffHours: 0 };
    expect(changeBlockedReason(visit, any, at('2030-06-10T08:59:00Z'))).toBeNull();
    expect(changeBlockedReason(visit, any, at('2030-06-10T09:00:00Z'))).not.toBeNull();
  });

  test('when the clinic says nothing, then the default of 24 hours applies', () => {
    expect(
      changeBlockedReason(visit, { timeZone: 'Europe/London' }, at('2030-06-09T12:00:00Z')),
    ).toMatch(/less than 24 hours/);
  });

  test('when the policy is stated, then it follows the clinic cut-off in words', () => {
    expect(changePolicyText(24)).toBe('Free to cancel or move until 24 hours before');
    expect(changePolicyText(undefined)).toBe('Free to cancel or move until 24 hours before');
    expect(changePolicyText(48)).toBe('Free to cancel or move until 48 hours before');
    expect(changePolicyText(1)).toBe('Free to cancel or move until 1 hour before');
    expect(changePolicyText(0)).toBe('Free to cancel or move online until the visit starts');
    expect(insideCutoffText(24, '020 7946 0000')).toBe(
      'This visit starts in less than 24 hours: once booked, it cannot be cancelled or moved online (call the clinic on 020 7946 0000 to change it).',
    );
  });
});
