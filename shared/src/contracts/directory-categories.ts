/**
 * The directory's service categories (stored in global_categories by a migration). Crawlers map
 * what they find to these slugs; the search's `services` filter takes names or slugs.
 */
export const DIRECTORY_CATEGORIES = [
  { slug: 'consultation', name: 'Consultation', icon: '🩺' },
  { slug: 'vaccination', name: 'Vaccination', icon: '💉' },
  { slug: 'neutering', name: 'Neutering & Spaying', icon: '🐾' },
  { slug: 'dental', name: 'Dental Care', icon: '🦷' },
  { slug: 'microchipping', name: 'Microchipping', icon: '📟' },
  { slug: 'parasite-control', name: 'Parasite Control', icon: '🐛' },
  { slug: 'diagnostics', name: 'Diagnostics & Lab', icon: '🔬' },
  { slug: 'imaging', name: 'Imaging', icon: '🩻' },
  { slug: 'surgery', name: 'Surgery', icon: '⚕️' },
  { slug: 'emergency', name: 'Emergency & Out of Hours', icon: '🚑' },
  { slug: 'euthanasia', name: 'Euthanasia & Cremation', icon: '🕊️' },
  { slug: 'grooming', name: 'Grooming', icon: '✂️' },
  { slug: 'nail-clipping', name: 'Nail Clipping', icon: '💅' },
  { slug: 'pet-travel', name: 'Pet Passports & Travel', icon: '🛂' },
  { slug: 'other', name: 'Other', icon: '🏥' },
] as const;
export type DirectoryCategorySlug = (typeof DIRECTORY_CATEGORIES)[number]['slug'];
