import { describe, expect, it } from 'vitest';
import { addCalendarDays as addDays } from './booking-window';
import {
  NO_SERVICE_FOR_SLOTS_TEXT,
  SLOT_DURATION_TOO_LONG_TEXT,
  generateBulkSlots,
  type GeneratedSlot,
} from './slot-generation';

const svc = (name: string, duration = 30, id = name) => ({ id, name, duration });
// 2025-06-02 is a Monday; 2025-06-08 a Sunday.
const MONDAY = '2025-06-02';

function slotsOf(result: ReturnType<typeof generateBulkSlots>): GeneratedSlot[] {
  if (!result.ok) throw new Error(result.error);
  return result.slots;
}

describe('generateBulkSlots', () => {
  it('when there is no service, then it answers an error the screen can show', () => {
    expect(generateBulkSlots({ today: MONDAY, services: [] })).toEqual({
      ok: false,
      error: NO_SERVICE_FOR_SLOTS_TEXT,
    });
  });

  it('when a service name contains "consultation" in any case, then that service is used', () => {
    const result = generateBulkSlots({
      today: MONDAY,
      services: [svc('Dental Cleaning', 60), svc('General CONSULTATION', 15)],
    });
    expect(result.ok && result.service.name).toBe('General CONSULTATION');
    expect(
      slotsOf(result).every((s) => s.duration === 15 && s.serviceId === 'General CONSULTATION'),
    ).toBe(true);
  });

  it('when no service mentions a consultation, then the first service is used', () => {
    const result = generateBulkSlots({
      today: MONDAY,
      services: [svc('Vaccination', 45), svc('Surgery', 90)],
    });
    expect(result.ok && result.service.name).toBe('Vaccination');
  });

  it('when generating, then it covers 30 days from today and skips Sundays', () => {
    const slots = slotsOf(generateBulkSlots({ today: MONDAY, services: [svc('Consultation')] }));
    const dates = [...new Set(slots.map((s) => s.date))];
    expect(dates[0]).toBe(MONDAY);
    expect(dates.at(-1)).toBe(addDays(MONDAY, 29));
    // 30 days starting on a Monday hold 4 Sundays (days 6, 13, 20 and 27).
    expect(dates).toHaveLength(30 - 4);
    expect(dates).not.toContain('2025-06-08');
    expect(dates.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
  });

  it('when today is a Sunday, then generation starts on Monday', () => {
    const slots = slotsOf(
      generateBulkSlots({ today: '2025-06-08', services: [svc('Consultation')] }),
    );
    expect(slots[0]?.date).toBe('2025-06-09');
    expect(slots.at(-1)?.date).toBe(addDays('2025-06-08', 29));
  });

  it('when the duration is 30 minutes, then each day has 6 morning and 6 afternoon slots', () => {
    const slots = slotsOf(
      generateBulkSlots({ today: MONDAY, services: [svc('Consultation', 30)] }),
    );
    const day = slots.filter((s) => s.date === MONDAY).map((s) => `${s.startTime}-${s.endTime}`);
    expect(day).toEqual([
      '09:00-09:30',
      '09:30-10:00',
      '10:00-10:30',
      '10:30-11:00',
      '11:00-11:30',
      '11:30-12:00',
      '14:00-14:30',
      '14:30-15:00',
      '15:00-15:30',
      '15:30-16:00',
      '16:00-16:30',
      '16:30-17:00',
    ]);
  });

  it('when the duration does not divide the block, then no slot ends after the block end', () => {
    const slots = slotsOf(
      generateBulkSlots({ today: MONDAY, services: [svc('Consultation', 40)] }),
    );
    const day = slots.filter((s) => s.date === MONDAY).map((s) => s.startTime);
    expect(day).toEqual(['09:00', '09:40', '10:20', '11:00', '14:00', '14:40', '15:20', '16:00']);
    expect(
      slots.every((s) => s.endTime <= '12:00' || (s.startTime >= '14:00' && s.endTime <= '17:00')),
    ).toBe(true);
  });

  it('when the duration is 120 minutes, then one slot fits each block', () => {
    const slots = slotsOf(
      generateBulkSlots({ today: MONDAY, services: [svc('Consultation', 120)] }),
    );
    expect(slots.filter((s) => s.date === MONDAY).map((s) => s.startTime)).toEqual([
      '09:00',
      '14:00',
    ]);
  });

  it('when the duration is longer than a block, then it answers an error instead of nothing', () => {
    expect(generateBulkSlots({ today: MONDAY, services: [svc('Consultation', 200)] })).toEqual({
      ok: false,
      error: SLOT_DURATION_TOO_LONG_TEXT,
    });
  });

  it("when the current time is given, then today's slots already started are left out", () => {
    const slots = slotsOf(
      generateBulkSlots({
        today: MONDAY,
        currentTime: '10:00',
        services: [svc('Consultation', 60)],
      }),
    );
    expect(slots.filter((s) => s.date === MONDAY).map((s) => s.startTime)).toEqual([
      '11:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(slots.filter((s) => s.date === '2025-06-03').map((s) => s.startTime)[0]).toBe('09:00');
  });
});
