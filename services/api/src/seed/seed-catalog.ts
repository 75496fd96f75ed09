/** The service menu demo clinics choose from; prices are London prices in pounds. */
export interface CatalogCategory {
  key: string;
  name: string;
  description: string;
  icon: string;
  services: Array<[name: string, description: string, price: number, minutes: number]>;
}

export const CORE_CATEGORIES: CatalogCategory[] = [
  {
    key: 'consultations',
    name: 'Consultations',
    description: 'Examinations and advice from our veterinary surgeons',
    icon: '🩺',
    services: [
      ['General Consultation', 'A full nose-to-tail health check and advice', 48, 30],
      ['Follow-up Consultation', 'A short re-check after treatment', 28, 15],
    ],
  },
  {
    key: 'vaccinations',
    name: 'Vaccinations',
    description: 'Core and lifestyle vaccines for dogs, cats and rabbits',
    icon: '💉',
    services: [
      ['Puppy or Kitten Vaccination Course', 'Two injections and a health check', 75, 30],
      ['Annual Booster', 'Yearly booster with a health check', 52, 15],
    ],
  },
];

export const EXTRA_CATEGORIES: CatalogCategory[] = [
  {
    key: 'dental',
    name: 'Dental Care',
    description: 'Healthy teeth and gums',
    icon: '🦷',
    services: [
      ['Dental Check', 'Examination of teeth and gums', 35, 30],
      ['Scale and Polish', 'Under general anaesthetic, with a dental chart', 240, 60],
    ],
  },
  {
    key: 'surgery',
    name: 'Surgery',
    description: 'Routine operations with day care',
    icon: '⚕️',
    services: [
      ['Cat Neutering', 'Castration or spay, pain relief included', 130, 60],
      ['Dog Neutering', 'Castration or spay, pain relief included', 280, 90],
    ],
  },
  {
    key: 'laboratory',
    name: 'Laboratory',
    description: 'In-house tests with same-day results',
    icon: '🔬',
    services: [['Blood Test Panel', 'Haematology and biochemistry', 90, 15]],
  },
  {
    key: 'grooming',
    name: 'Grooming',
    description: 'Comfort and hygiene',
    icon: '✂️',
    services: [
      ['Nail Clipping', 'Quick and stress-free', 15, 15],
      ['Full Groom', 'Bath, cut, dry and nails', 55, 90],
    ],
  },
  {
    key: 'emergency',
    name: 'Emergency',
    description: 'Urgent care when it cannot wait',
    icon: '🚑',
    services: [['Emergency Consultation', 'Seen as soon as possible', 120, 30]],
  },
];

export const DESCRIPTIONS = [
  'An independent, family-run practice caring for dogs, cats and small pets for over twenty years.',
  'A modern clinic with in-house diagnostics, a calm cat-only waiting area and friendly nurses.',
  'Fear-free handling, transparent prices and evening appointments for busy owners.',
  'A RCVS-accredited team offering everything from first vaccinations to advanced surgery.',
  'Our vets and nurses treat every patient like family, with plenty of time for your questions.',
];

export const REVIEW_COMMENTS: Array<[rating: number, comment: string]> = [
  [5, 'Wonderful team, they made my nervous dog feel completely at ease.'],
  [5, 'Clear explanations and fair prices. Highly recommended.'],
  [4, 'Very thorough check-up, a short wait past our appointment time.'],
  [5, 'The nurses were so gentle with our elderly cat.'],
  [4, 'Easy online booking and a friendly reception.'],
  [3, 'Good care but parking nearby is difficult.'],
  [5, 'They fitted us in the same day for an emergency. Thank you!'],
  [4, 'Great vets, slightly pricey for the dental work.'],
];

export const SUNDAY_OPENING_HOURS = 'Sunday: 10:00 AM - 2:00 PM';
