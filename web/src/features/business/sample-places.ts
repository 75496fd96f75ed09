import { DEFAULT_OPENING_HOURS } from '@petvet/shared';
import { translate } from '../../i18n';

/**
 * Address suggestions come from this hard-coded sample list (no network call), so a clinic can
 * try the "link a listing" flow without any third-party service.
 */
export interface SamplePlace {
  placeId: string;
  name: string;
  address: string;
  phone: string;
  website: string;
  description: string;
  services: string[];
  openingHours: string[];
}

const hours = [...DEFAULT_OPENING_HOURS];

export const SAMPLE_PLACES: SamplePlace[] = [
  {
    placeId: 'sample-place-riverside',
    name: 'Riverside Veterinary Clinic',
    address: '1 Riverside Walk, London SE1 7PB',
    phone: '+44 20 7946 0101',
    website: 'https://riverside-vets.example',
    description: 'Independent small-animal clinic on the South Bank with same-day appointments.',
    services: ['General Consultation', 'Vaccinations', 'Dental Care', 'Microchipping'],
    openingHours: hours,
  },
  {
    placeId: 'sample-place-parkside',
    name: 'Parkside Animal Hospital',
    address: '48 Park Road, Manchester M14 5RQ',
    phone: '+44 161 496 0202',
    website: 'https://parkside-animal.example',
    description: 'Hospital with in-house imaging, surgery and a 24-hour emergency line.',
    services: ['Emergency Care', 'Surgery', 'X-ray', 'Consultation'],
    openingHours: hours,
  },
  {
    placeId: 'sample-place-harbour',
    name: 'Harbour Vets',
    address: '12 Harbour Street, Edinburgh EH6 6LU',
    phone: '+44 131 496 0303',
    website: 'https://harbour-vets.example',
    description: 'Friendly practice by the harbour, cat-friendly accredited.',
    services: ['Consultation', 'Vaccinations', 'Neutering'],
    openingHours: hours,
  },
  {
    placeId: 'sample-place-highstreet',
    name: 'High Street Pet Practice',
    address: '200 High Street, Birmingham B4 7SL',
    phone: '',
    website: '',
    description: '',
    services: [],
    openingHours: [],
  },
];

/** Matches on name or address, case-insensitive. */
export function suggestPlaces(query: string): SamplePlace[] {
  const needle = query.trim().toLowerCase();
  return SAMPLE_PLACES.filter((p) => `${p.name} ${p.address}`.toLowerCase().includes(needle)).slice(
    0,
    5,
  );
}

/** The alert after linking: the fields filled, or a shorter note when only basics were known. */
export function linkedMessage(place: SamplePlace): string {
  const filled = [
    translate('business.linked.field.name'),
    translate('business.linked.field.address'),
    place.phone && translate('business.linked.field.phone'),
    place.website && translate('business.linked.field.website'),
    place.description && translate('business.linked.field.description'),
    place.services.length > 0 && translate('business.linked.field.services'),
    place.openingHours.length > 0 && translate('business.linked.field.openingHours'),
  ].filter(Boolean);
  if (filled.length <= 2) return translate('business.linked.basics', { name: place.name });
  return translate('business.linked.filled', { name: place.name, fields: filled.join(', ') });
}
