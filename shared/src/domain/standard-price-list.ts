/**
 * The UK standard price list: the directory's service taxonomy. Every UK practice must publish its
 * prices under these service names, including VAT, per pet band; elsewhere the same list is the
 * default way to compare like with like. Pure data and rules, safe in the browser.
 */
import type { DirectoryCategorySlug } from '../contracts/directory-categories';

/** Where the list comes from, and how far it may be trusted as compliance text. */
export const STANDARD_PRICE_LIST_SOURCE =
  "The standard price list that the UK Competition and Markets Authority's veterinary services remedies require of every UK practice: service names from a fixed list (no free text), prices including VAT per pet band, and inclusion checkboxes for four surgical items. Transcribed from the CMA final decision report (24 March 2026, Part B, Table 3.1) via a public transcription; the remedies Order was made on 22 September 2026 (price lists due 22 December 2026 for groups of 15+ practices, 22 March 2027 for the rest). Check the exact wording against Schedule 1 of the made Order before presenting it as compliance text.";

/** A practice may combine bands where its price is the same; a price that does not vary applies to every band. */
export const STANDARD_BAND_NOTE =
  'A practice may combine bands where its price is the same (for example one price for cat and small dog); a price that does not vary by pet applies to every band.';

export const PET_BANDS = [
  'cat',
  'dog_small',
  'dog_medium',
  'dog_large',
  'dog_xlarge',
  'dog_giant',
] as const;
export type PetBand = (typeof PET_BANDS)[number];
/** A stored price's band: one of the six, or `any` when the price does not vary by pet. */
export const PRICE_BANDS = [...PET_BANDS, 'any'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];
export const DOG_BANDS: PetBand[] = PET_BANDS.filter((b) => b !== 'cat');

export interface PetBandInfo {
  id: PetBand;
  label: string;
  /** Dog weight bands: from minKg (inclusive) to maxKgExclusive; the last band has no upper limit. */
  minKg?: number;
  maxKgExclusive?: number;
}

export const STANDARD_BANDS: PetBandInfo[] = [
  { id: 'cat', label: 'Cat' },
  { id: 'dog_small', label: 'Dog, small (under 10 kg)', minKg: 0, maxKgExclusive: 10 },
  { id: 'dog_medium', label: 'Dog, medium (10 to under 25 kg)', minKg: 10, maxKgExclusive: 25 },
  { id: 'dog_large', label: 'Dog, large (25 to under 40 kg)', minKg: 25, maxKgExclusive: 40 },
  {
    id: 'dog_xlarge',
    label: 'Dog, extra large (40 to under 60 kg)',
    minKg: 40,
    maxKgExclusive: 60,
  },
  { id: 'dog_giant', label: 'Dog, giant (60 kg and over)', minKg: 60 },
];

export const STANDARD_INCLUSIONS = [
  'general anaesthesia or sedation',
  'pain relief',
  'hospitalisation',
  'pre-operative blood tests',
  'post-operative checks',
] as const;
export type StandardInclusion = (typeof STANDARD_INCLUSIONS)[number];

export const STANDARD_GROUPS = [
  { id: 1, name: 'Consultation and preventative care' },
  { id: 2, name: 'Prescription, dispensing and administration' },
  { id: 3, name: 'Surgeries and treatments' },
  { id: 4, name: 'Diagnostics and laboratory tests' },
  { id: 5, name: 'End-of-life care' },
] as const;
export type StandardGroupId = (typeof STANDARD_GROUPS)[number]['id'];

export const STANDARD_SERVICE_IDS = [
  'first-consultation',
  'repeat-consultation',
  'out-of-hours-consultation',
  'nurse-consultation',
  'nail-clipping',
  'anal-gland-expression',
  'microchipping',
  'animal-health-certificate',
  'vaccination-primary-course',
  'vaccination-booster',
  'kennel-cough-vaccination',
  'pet-care-plan',
  'prescription-fee',
  'prescription-additional-item',
  'repeat-prescription-fee',
  'dispensing-fee',
  'injection-administration',
  'insurance-administration-fee',
  'dental-assessment',
  'castration',
  'spay-traditional',
  'spay-laparoscopic',
  'physiotherapy-session',
  'laser-therapy-session',
  'x-ray',
  'ultrasound-abdominal',
  'echocardiogram',
  'cytology-ear-swab',
  'cytology-fine-needle-aspirate',
  'urine-screen',
  'ct-scan',
  'mri-scan',
  'pre-anaesthetic-blood-test',
  'euthanasia',
  'cremation-communal',
  'cremation-individual',
] as const;
export type StandardServiceId = (typeof STANDARD_SERVICE_IDS)[number];

export interface StandardService {
  id: StandardServiceId;
  name: string;
  group: StandardGroupId;
  /** The directory category the service's prices count under (averages, filters). */
  category: DirectoryCategorySlug;
  /** What the price must state beside it ("appointment length"). */
  states?: string;
  /** A surgical item whose price lists what it includes (STANDARD_INCLUSIONS). */
  inclusions?: boolean;
}

/** The list in its order: five groups, 36 services. */
export const STANDARD_SERVICES: StandardService[] = [
  {
    id: 'first-consultation',
    group: 1,
    name: 'First consultation',
    category: 'consultation',
    states: 'appointment length',
  },
  { id: 'repeat-consultation', group: 1, name: 'Repeat consultation', category: 'consultation' },
  {
    id: 'out-of-hours-consultation',
    group: 1,
    name: 'Out-of-hours consultation',
    category: 'emergency',
    states: 'provider, if outsourced',
  },
  {
    id: 'nurse-consultation',
    group: 1,
    name: 'Nurse consultation',
    category: 'consultation',
    states: 'appointment length',
  },
  { id: 'nail-clipping', group: 1, name: 'Nail clipping', category: 'nail-clipping' },
  { id: 'anal-gland-expression', group: 1, name: 'Anal gland expression', category: 'grooming' },
  { id: 'microchipping', group: 1, name: 'Microchipping', category: 'microchipping' },
  {
    id: 'animal-health-certificate',
    group: 1,
    name: 'Animal health certificate',
    category: 'pet-travel',
    states: 'charge for each additional animal',
  },
  {
    id: 'vaccination-primary-course',
    group: 1,
    name: 'Vaccinations, primary course',
    category: 'vaccination',
    states: 'includes the consultation',
  },
  {
    id: 'vaccination-booster',
    group: 1,
    name: 'Vaccination booster',
    category: 'vaccination',
    states: 'includes the consultation',
  },
  {
    id: 'kennel-cough-vaccination',
    group: 1,
    name: 'Kennel cough vaccination',
    category: 'vaccination',
    states: 'includes the consultation',
  },
  {
    id: 'pet-care-plan',
    group: 1,
    name: 'Pet care plan',
    category: 'other',
    states: 'monthly cost and what it includes',
  },
  { id: 'prescription-fee', group: 2, name: 'Prescription fee', category: 'other' },
  {
    id: 'prescription-additional-item',
    group: 2,
    name: 'Additional items prescribed in the same consultation',
    category: 'other',
  },
  { id: 'repeat-prescription-fee', group: 2, name: 'Repeat prescription fee', category: 'other' },
  { id: 'dispensing-fee', group: 2, name: 'Dispensing fee', category: 'other' },
  {
    id: 'injection-administration',
    group: 2,
    name: 'Medicine administration by injection',
    category: 'other',
  },
  {
    id: 'insurance-administration-fee',
    group: 2,
    name: 'Insurance administration fee',
    category: 'other',
  },
  {
    id: 'dental-assessment',
    group: 3,
    name: 'Dental assessment, scale and polish',
    category: 'dental',
    inclusions: true,
  },
  { id: 'castration', group: 3, name: 'Castration', category: 'neutering', inclusions: true },
  {
    id: 'spay-traditional',
    group: 3,
    name: 'Spay, traditional (open)',
    category: 'neutering',
    inclusions: true,
  },
  {
    id: 'spay-laparoscopic',
    group: 3,
    name: 'Spay, laparoscopic (keyhole)',
    category: 'neutering',
    inclusions: true,
  },
  { id: 'physiotherapy-session', group: 3, name: 'Physiotherapy session', category: 'other' },
  { id: 'laser-therapy-session', group: 3, name: 'Laser therapy session', category: 'other' },
  {
    id: 'x-ray',
    group: 4,
    name: 'X-ray',
    category: 'imaging',
    states: 'includes sedation or anaesthesia and three images',
  },
  { id: 'ultrasound-abdominal', group: 4, name: 'Abdominal ultrasound', category: 'imaging' },
  { id: 'echocardiogram', group: 4, name: 'Echocardiogram', category: 'imaging' },
  { id: 'cytology-ear-swab', group: 4, name: 'Ear swab cytology', category: 'diagnostics' },
  {
    id: 'cytology-fine-needle-aspirate',
    group: 4,
    name: 'Fine needle aspirate cytology',
    category: 'diagnostics',
  },
  { id: 'urine-screen', group: 4, name: 'Basic urine screen', category: 'diagnostics' },
  { id: 'ct-scan', group: 4, name: 'CT scan, per body part', category: 'imaging' },
  { id: 'mri-scan', group: 4, name: 'MRI scan, per body part', category: 'imaging' },
  {
    id: 'pre-anaesthetic-blood-test',
    group: 4,
    name: 'Pre-anaesthetic blood test',
    category: 'diagnostics',
  },
  { id: 'euthanasia', group: 5, name: 'Euthanasia', category: 'euthanasia' },
  { id: 'cremation-communal', group: 5, name: 'Communal cremation', category: 'euthanasia' },
  { id: 'cremation-individual', group: 5, name: 'Individual cremation', category: 'euthanasia' },
];

const BY_ID = new Map(STANDARD_SERVICES.map((s) => [s.id, s]));

export function isStandardServiceId(value: unknown): value is StandardServiceId {
  return typeof value === 'string' && BY_ID.has(value as StandardServiceId);
}

export function isPriceBand(value: unknown): value is PriceBand {
  return typeof value === 'string' && (PRICE_BANDS as readonly string[]).includes(value);
}

export function standardService(id: StandardServiceId): StandardService {
  return BY_ID.get(id)!;
}

/** The list grouped in its order, for a practice page or a clinic's price list. */
export function standardServicesByGroup(): Array<{
  id: StandardGroupId;
  name: string;
  services: StandardService[];
}> {
  return STANDARD_GROUPS.map((g) => ({
    ...g,
    services: STANDARD_SERVICES.filter((s) => s.group === g.id),
  }));
}

/** The band of a dog of this weight. */
export function dogBandForWeight(kg: number): PetBand {
  const band = STANDARD_BANDS.find(
    (b) =>
      b.minKg !== undefined &&
      kg >= b.minKg &&
      (b.maxKgExclusive === undefined || kg < b.maxKgExclusive),
  );
  return band?.id ?? 'dog_small';
}

/** The band a pet falls in: a cat, or a dog by its weight. */
export function bandForPet(
  pet: { species: 'cat' } | { species: 'dog'; weightKg: number },
): PetBand {
  return pet.species === 'cat' ? 'cat' : dogBandForWeight(pet.weightKg);
}

/**
 * The dog bands a weight range covers, by the list's boundaries: "10-25 kg" is medium, "up to
 * 25 kg" small and medium, "40 kg and over" extra large and giant. `max` is exclusive of the band
 * that starts exactly there; null means no upper limit.
 */
export function dogBandsForRange(min: number, max: number | null): PetBand[] {
  return STANDARD_BANDS.filter((b) => {
    if (b.minKg === undefined) return false;
    const bandMax = b.maxKgExclusive ?? Infinity;
    const upper = max ?? Infinity;
    return b.minKg < upper && bandMax > min;
  }).map((b) => b.id);
}

/** Whether a stored price matches a search for this band: a price for `any` matches every band. */
export function priceAppliesToBand(stored: PriceBand, wanted: PriceBand): boolean {
  return stored === 'any' || wanted === 'any' || stored === wanted;
}
