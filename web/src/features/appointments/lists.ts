export interface DatedAppointment {
  appointmentDate: string;
  appointmentTime: string;
  status: string;
}

/** The appointment's start as a local instant (dates and times are the clinic's wall clock). */
export function startOf(appointment: DatedAppointment): number {
  const time = appointment.appointmentTime.slice(0, 5) || '00:00';
  return new Date(`${appointment.appointmentDate}T${time}:00`).getTime();
}

/** Upcoming: dated after now and not cancelled, soonest first (the overview shows at most 3). */
export function upcomingAppointments<T extends DatedAppointment>(
  list: T[],
  now: Date,
  limit?: number,
): T[] {
  const sorted = list
    .filter((a) => startOf(a) > now.getTime() && a.status !== 'cancelled')
    .sort((a, b) => startOf(a) - startOf(b));
  return limit === undefined ? sorted : sorted.slice(0, limit);
}

/** History: dated now or earlier, or completed; newest first. */
export function appointmentHistory<T extends DatedAppointment>(list: T[], now: Date): T[] {
  return list
    .filter((a) => startOf(a) <= now.getTime() || a.status === 'completed')
    .sort((a, b) => startOf(b) - startOf(a));
}

/** How many upcoming appointments the owner's overview lists. */
export const OWNER_UPCOMING_LIMIT = 3;
