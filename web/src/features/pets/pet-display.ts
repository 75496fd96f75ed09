import type { Pet } from '@petvet/shared';

const SPECIES_TONES: Record<string, string> = {
  dog: 'amber',
  cat: 'violet',
  bird: 'sky',
  rabbit: 'rose',
  hamster: 'amber',
  'guinea pig': 'rose',
  fish: 'sky',
  reptile: 'green',
};

/** A colour family per species, so a list of pets is easy to scan. */
export function speciesTone(species: string): string {
  return SPECIES_TONES[species.trim().toLowerCase()] ?? 'teal';
}

export function ageText(age: number | null | undefined): string | null {
  if (age === null || age === undefined) return null;
  return `${age} ${age === 1 ? 'year' : 'years'}`;
}

/** "Dog · Labrador · 3 years": only the parts that are present. */
export function petSummary(pet: Pick<Pet, 'species' | 'breed' | 'age'>): string {
  return [pet.species, pet.breed, ageText(pet.age)].filter(Boolean).join(' · ');
}

export const VACCINATION_DUE_SOON_DAYS = 30;

/** 'overdue' when the next due date is past, 'due-soon' within 30 days, else null. */
export function vaccinationDueState(
  nextDueDate: string | null | undefined,
  now: Date = new Date(),
): 'overdue' | 'due-soon' | null {
  if (!nextDueDate) return null;
  const due = new Date(`${nextDueDate}T00:00:00`);
  if (Number.isNaN(due.getTime())) return null;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((due.getTime() - today.getTime()) / 86_400_000);
  if (days < 0) return 'overdue';
  if (days <= VACCINATION_DUE_SOON_DAYS) return 'due-soon';
  return null;
}
