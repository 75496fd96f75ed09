import type { Pet } from '@petvet/shared';
import { translate, type MessageKey } from '../../i18n';

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

// The species and genders are stored as the fixed English choices of the forms; each language
// names them in its own words. A value typed before those lists existed is shown as it is.
const SPECIES_KEYS: Record<string, MessageKey> = {
  dog: 'owner.species.dog',
  cat: 'owner.species.cat',
  bird: 'owner.species.bird',
  rabbit: 'owner.species.rabbit',
  hamster: 'owner.species.hamster',
  'guinea pig': 'owner.species.guineaPig',
  fish: 'owner.species.fish',
  reptile: 'owner.species.reptile',
  other: 'owner.species.other',
};
const GENDER_KEYS: Record<string, MessageKey> = {
  male: 'owner.gender.male',
  female: 'owner.gender.female',
  'neutered male': 'owner.gender.neuteredMale',
  'spayed female': 'owner.gender.spayedFemale',
};

/** "Dog" as the reader's language names it ("Hund"). */
export function speciesName(species: string): string {
  const key = SPECIES_KEYS[species.trim().toLowerCase()];
  return key ? translate(key) : species;
}

/** "Spayed Female" as the reader's language names it ("Femelle stérilisée"). */
export function genderName(gender: string): string {
  const key = GENDER_KEYS[gender.trim().toLowerCase()];
  return key ? translate(key) : gender;
}

export function ageText(age: number | null | undefined): string | null {
  if (age === null || age === undefined) return null;
  return translate('owner.pets.age', { count: age });
}

/** "Dog · Labrador · 3 years": only the parts that are present. */
export function petSummary(pet: Pick<Pet, 'species' | 'breed' | 'age'>): string {
  return [pet.species && speciesName(pet.species), pet.breed, ageText(pet.age)]
    .filter(Boolean)
    .join(' · ');
}
