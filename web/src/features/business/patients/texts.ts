import { activeLocale, translate, type MessageKey } from '../../../i18n';
import { formatCount } from '../../../lib/numbers';

// Getters: each text is read in the language in use when it is shown, not when this loads.
/** The words of the clinic's patient screens, kept together so tests and screens agree. */
export const PATIENT_TEXTS = {
  get empty() {
    return translate('clinic.patients.empty');
  },
  get noMatch() {
    return translate('clinic.patients.noMatch');
  },
  get notShared() {
    return translate('clinic.patients.notShared');
  },
  get addFailed() {
    return translate('clinic.patients.addFailed');
  },
  get correctFailed() {
    return translate('clinic.patients.correctFailed');
  },
  get corrected() {
    return translate('clinic.patients.corrected');
  },
  /** A 412 on a correction: the page has read the entry again. */
  get changed() {
    return translate('clinic.patients.changed');
  },
  get loadFailed() {
    return translate('clinic.patients.loadFailed');
  },
  get listFailed() {
    return translate('clinic.patients.listFailed');
  },
  added: (petName: string) => translate('clinic.patients.added', { petName }),
};

/** The three kinds of entry, as the dialog offers them. */
export const ENTRY_KIND_LABELS = {
  get 'medical-history'() {
    return translate('clinic.kind.notes');
  },
  get vaccinations() {
    return translate('clinic.kind.vaccination');
  },
  get weights() {
    return translate('clinic.kind.weight');
  },
};

// Species and genders are stored as the forms' fixed English choices; anything else is the
// owner's own word and is shown as written.
const SPECIES_KEYS: Record<string, MessageKey> = {
  dog: 'clinic.species.Dog',
  cat: 'clinic.species.Cat',
  bird: 'clinic.species.Bird',
  rabbit: 'clinic.species.Rabbit',
  hamster: 'clinic.species.Hamster',
  'guinea pig': 'clinic.species.GuineaPig',
  fish: 'clinic.species.Fish',
  reptile: 'clinic.species.Reptile',
  other: 'clinic.species.Other',
};
const GENDER_KEYS: Record<string, MessageKey> = {
  male: 'clinic.gender.male',
  female: 'clinic.gender.female',
  'neutered male': 'clinic.gender.neuteredMale',
  'spayed female': 'clinic.gender.spayedFemale',
};

const named = (keys: Record<string, MessageKey>, word: string) => {
  // English shows the stored word unchanged, as it always did.
  const key = activeLocale() === 'en' ? undefined : keys[word.trim().toLowerCase()];
  return key ? translate(key) : word;
};
export const speciesName = (species: string) => named(SPECIES_KEYS, species);
export const genderName = (gender: string) => named(GENDER_KEYS, gender);

/** A weight as the pet's record stores it ("12.5"), in German "12,5". */
export const weightNumber = (weight: number) =>
  activeLocale() === 'en' ? String(weight) : formatCount(weight);
