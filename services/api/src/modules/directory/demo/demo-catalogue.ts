import type { DirectoryCategorySlug, StandardServiceId } from '@petvet/shared';

export interface CatalogueService {
  name: string;
  /** Typical price range in US dollars in a high-cost country; scaled per country. */
  usd: [number, number];
  species?: 'Dog' | 'Cat';
  notes?: string;
  /** The standard price list's service it is; absent for services outside the list. */
  standard?: StandardServiceId;
  /** Priced per dog weight band (the price rises with the band), not once for every dog. */
  perBand?: boolean;
}

/** What demo practices offer, category by category, with how often a practice offers it. */
export const DEMO_CATALOGUE: Array<{
  slug: DirectoryCategorySlug;
  share: number;
  services: CatalogueService[];
}> = [
  {
    slug: 'consultation',
    share: 0.95,
    services: [
      { name: 'Consultation', usd: [45, 80], standard: 'first-consultation' },
      {
        name: 'Follow-up consultation',
        usd: [25, 45],
        notes: 'Within 14 days of the first visit',
        standard: 'repeat-consultation',
      },
    ],
  },
  {
    slug: 'vaccination',
    share: 0.85,
    services: [
      { name: 'Annual booster', usd: [40, 80], species: 'Dog', standard: 'vaccination-booster' },
      { name: 'Cat vaccination', usd: [35, 70], species: 'Cat', standard: 'vaccination-booster' },
      {
        name: 'Puppy vaccination course',
        usd: [60, 120],
        species: 'Dog',
        notes: 'Two injections',
        standard: 'vaccination-primary-course',
      },
    ],
  },
  {
    slug: 'neutering',
    share: 0.6,
    services: [
      { name: 'Cat spay', usd: [90, 200], species: 'Cat', standard: 'spay-traditional' },
      {
        name: 'Dog castration',
        usd: [150, 350],
        species: 'Dog',
        notes: 'Price varies with weight',
        standard: 'castration',
        perBand: true,
      },
      {
        name: 'Dog spay',
        usd: [200, 500],
        species: 'Dog',
        notes: 'Price varies with weight',
        standard: 'spay-traditional',
        perBand: true,
      },
    ],
  },
  {
    slug: 'dental',
    share: 0.5,
    services: [
      {
        name: 'Dental scale and polish',
        usd: [150, 400],
        notes: 'Includes general anaesthetic',
        standard: 'dental-assessment',
      },
      { name: 'Tooth extraction', usd: [80, 300] },
    ],
  },
  {
    slug: 'microchipping',
    share: 0.55,
    services: [{ name: 'Microchipping', usd: [20, 50], standard: 'microchipping' }],
  },
  {
    slug: 'parasite-control',
    share: 0.45,
    services: [
      { name: 'Flea and worm treatment', usd: [15, 45] },
      { name: 'Tick treatment', usd: [15, 40] },
    ],
  },
  {
    slug: 'diagnostics',
    share: 0.4,
    services: [
      { name: 'Blood test panel', usd: [80, 200] },
      { name: 'Urinalysis', usd: [30, 80], standard: 'urine-screen' },
    ],
  },
  {
    slug: 'imaging',
    share: 0.3,
    services: [
      { name: 'X-ray', usd: [120, 300], standard: 'x-ray' },
      { name: 'Ultrasound scan', usd: [150, 400], standard: 'ultrasound-abdominal' },
    ],
  },
  {
    slug: 'surgery',
    share: 0.3,
    services: [
      { name: 'Soft tissue surgery', usd: [300, 1500], notes: 'Estimate given after examination' },
      { name: 'Orthopaedic surgery', usd: [1500, 4000] },
    ],
  },
  {
    slug: 'emergency',
    share: 0.25,
    services: [
      { name: 'Out-of-hours consultation', usd: [120, 250], standard: 'out-of-hours-consultation' },
      { name: 'Emergency admission', usd: [200, 500] },
    ],
  },
  {
    slug: 'euthanasia',
    share: 0.3,
    services: [
      { name: 'Euthanasia', usd: [80, 250], standard: 'euthanasia' },
      {
        name: 'Individual cremation',
        usd: [150, 350],
        notes: 'Ashes returned in a casket',
        standard: 'cremation-individual',
      },
    ],
  },
  {
    slug: 'grooming',
    share: 0.15,
    services: [
      { name: 'Full groom', usd: [40, 90], species: 'Dog' },
      { name: 'Bath and brush', usd: [25, 60] },
    ],
  },
  {
    slug: 'nail-clipping',
    share: 0.35,
    services: [{ name: 'Nail clipping', usd: [10, 25], standard: 'nail-clipping' }],
  },
  {
    slug: 'pet-travel',
    share: 0.2,
    services: [
      { name: 'Pet passport', usd: [80, 180] },
      { name: 'Travel health certificate', usd: [100, 250], standard: 'animal-health-certificate' },
    ],
  },
  {
    slug: 'other',
    share: 0.1,
    services: [
      { name: 'Behaviour consultation', usd: [80, 200] },
      { name: 'Nutrition consultation', usd: [40, 90] },
    ],
  },
];

/**
 * A keyhole spay is offered beside an open one by some practices (more often in the UK, where the
 * standard price list names it), priced per dog band at a premium over the open spay.
 */
export const DEMO_KEYHOLE_SPAY = {
  name: 'Keyhole spay',
  standard: 'spay-laparoscopic' as const,
  premium: [1.45, 1.8] as [number, number],
  share: { GB: 0.6, other: 0.2 },
};
/** How much more each dog band pays than a small dog, for prices that vary with weight. */
export const DEMO_BAND_STEPS = [1, 1.15, 1.3, 1.5, 1.75];
