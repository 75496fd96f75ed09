import type { GlobalPractice, ResolvedPlace } from '@petvet/shared';
import { regionName } from '../i18n/i18n';

/** A country's name in the reader's language ("Deutschland" for DE), else the API's English name. */
export function countryName(code: string | undefined, english: string | undefined): string {
  return (code && regionName(code)) || english || '';
}

/** The place's country in the reader's language. */
export const placeCountry = (place: ResolvedPlace): string =>
  countryName(place.country, place.countryName);

/** "Köln, Deutschland": the place's name with its country when the name does not already say it. */
export function placeName(place: ResolvedPlace): string {
  const country = placeCountry(place);
  return country && !place.label.includes(country) ? `${place.label}, ${country}` : place.label;
}

/** Where a practice is: its street address, else its town and country ("Berlin, Deutschland"). */
export function practicePlace(practice: GlobalPractice): string {
  return (
    practice.address ||
    [practice.city, countryName(practice.country, practice.countryName)].filter(Boolean).join(', ')
  );
}
