import {
  addCalendarDays,
  todayIn,
  VACCINATION_DUE_SOON_DAYS,
  type VaccinationStatus,
} from '@petvet/shared';

/**
 * The calendar owners live by. Owner accounts carry no time zone and the product's clinics are in
 * the UK, so "today" for a due date is the London day (a jab due today is due, not overdue, until
 * midnight there).
 */
export const OWNER_TIME_ZONE = 'Europe/London';

export const ownersToday = (now: Date): string => todayIn(OWNER_TIME_ZONE, now);

export interface Dose {
  id: string;
  petId: string;
  vaccineName: string;
  dateGiven: string;
  nextDueDate: string | null;
  createdAt: Date | string;
}

const sameVaccine = (a: Dose, b: Dose) =>
  a.petId === b.petId && a.vaccineName.trim().toLowerCase() === b.vaccineName.trim().toLowerCase();

/** b was given after a (same day: entered later), so it renews a. */
const later = (b: Dose, a: Dose) =>
  b.dateGiven > a.dateGiven ||
  (b.dateGiven === a.dateGiven &&
    new Date(b.createdAt).getTime() > new Date(a.createdAt).getTime());

/**
 * Overdue when the next due date is past, due soon when it is today or within 30 days, else up
 * to date (also when no next dose is due). A dose followed by a later dose of the same vaccine was
 * renewed by it, so its own due date no longer counts.
 */
export function statusOf(dose: Dose, all: readonly Dose[], today: string): VaccinationStatus {
  if (!dose.nextDueDate) return 'up_to_date';
  if (all.some((other) => other.id !== dose.id && sameVaccine(other, dose) && later(other, dose)))
    return 'up_to_date';
  if (dose.nextDueDate < today) return 'overdue';
  if (dose.nextDueDate <= addCalendarDays(today, VACCINATION_DUE_SOON_DAYS)) return 'due_soon';
  return 'up_to_date';
}

const URGENCY: Record<VaccinationStatus, number> = { overdue: 2, due_soon: 1, up_to_date: 0 };

/** Each pet's most urgent status; a pet without vaccinations has none (absent from the map). */
export function petStatuses(doses: readonly Dose[], today: string): Map<string, VaccinationStatus> {
  const worst = new Map<string, VaccinationStatus>();
  for (const dose of doses) {
    const status = statusOf(dose, doses, today);
    const current = worst.get(dose.petId);
    if (!current || URGENCY[status] > URGENCY[current]) worst.set(dose.petId, status);
  }
  return worst;
}
