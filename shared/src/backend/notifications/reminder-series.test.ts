import { describe, expect, it } from 'vitest';
import { eventOwed } from './reminder-series';

const booster = {
  id: '11111111-1111-4111-8111-111111111111',
  petId: '22222222-2222-4222-8222-222222222222',
  dueDate: '2030-04-15',
  clinicId: '33333333-3333-4333-8333-333333333333',
  rule: { id: '44444444-4444-4444-8444-444444444444', daysBefore: [30, 7], daysAfter: [14] },
};
const offsetOn = (today: string, booked: string | null = null) => {
  const event = eventOwed(booster, today, booked);
  return event?.kind === 'vaccination-reminder' ? event.offsetDays : null;
};

describe('the step of a reminder series owed on a day', () => {
  it('when the sweep missed the first days, then only the latest step due is owed', () => {
    expect(offsetOn('2030-03-15')).toBeNull();
    expect(offsetOn('2030-03-16')).toBe(30);
    expect(offsetOn('2030-04-10')).toBe(7);
    expect(offsetOn('2030-05-01')).toBe(-14);
  });

  it('when the latest step is over 30 days old, then nothing is owed', () => {
    expect(offsetOn('2030-05-29')).toBe(-14);
    expect(offsetOn('2030-05-30')).toBeNull();
  });

  it('when the pet was booked or its visit falls on or after the first day, then nothing more is owed', () => {
    expect(offsetOn('2030-04-08', '2030-03-16')).toBeNull();
    expect(offsetOn('2030-04-08', '2030-03-15')).toBe(7);
  });

  it('when no rule governs the vaccination, then the default notice is owed from 14 days before due', () => {
    const plain = { ...booster, rule: null };
    expect(eventOwed(plain, '2030-03-31', null)).toBeNull();
    expect(eventOwed(plain, '2030-04-01', null)?.kind).toBe('vaccination-due');
    expect(eventOwed(plain, '2030-04-16', null)).toBeNull();
  });
});
