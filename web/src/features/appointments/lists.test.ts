import { describe, expect, test } from 'vitest';
import { appointmentHistory, upcomingAppointments } from './lists';

const now = new Date('2030-06-15T12:00:00');
const a = (id: string, appointmentDate: string, appointmentTime: string, status: string) => ({
  id,
  appointmentDate,
  appointmentTime,
  status,
});

describe('owner dashboard lists', () => {
  const list = [
    a('past-confirmed', '2030-06-15', '11:00', 'confirmed'),
    a('soon', '2030-06-15', '13:00', 'pending'),
    a('later', '2030-07-01', '09:00', 'confirmed'),
    a('cancelled-future', '2030-06-20', '09:00', 'cancelled'),
    a('next-week', '2030-06-22', '09:00', 'confirmed'),
    a('much-later', '2030-08-01', '09:00', 'confirmed'),
    a('old-completed', '2030-01-01', '10:00', 'completed'),
    a('future-completed', '2030-06-30', '10:00', 'completed'),
  ];

  test('when listing upcoming, then only later-than-now, not-cancelled ones come, soonest first, capped when asked', () => {
    expect(upcomingAppointments(list, now).map((x) => x.id)).toEqual([
      'soon',
      'next-week',
      'future-completed',
      'later',
      'much-later',
    ]);
    expect(upcomingAppointments(list, now, 3).map((x) => x.id)).toEqual([
      'soon',
      'next-week',
      'future-completed',
    ]);
  });

  test('when listing history, then now-or-earlier ones and every completed one come, newest first', () => {
    expect(appointmentHistory(list, now).map((x) => x.id)).toEqual([
      'future-completed',
      'past-confirmed',
      'old-completed',
    ]);
  });

  test('when an appointment starts exactly now, then it is history, not upcoming', () => {
    const exact = [a('exact', '2030-06-15', '12:00', 'confirmed')];
    expect(upcomingAppointments(exact, now)).toEqual([]);
    expect(appointmentHistory(exact, now).map((x) => x.id)).toEqual(['exact']);
  });
});
