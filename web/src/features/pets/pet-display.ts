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
