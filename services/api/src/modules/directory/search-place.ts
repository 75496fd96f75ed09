import {
  because,
  fieldProblem,
  invalid,
  type KnownErrorText,
  type ReasonedText,
  type ResolvedPlace,
} from '@petvet/shared';
import {
  countryName,
  kmBetween,
  resolvePlace,
  ukPostcodeArea,
  type Place,
} from '@petvet/shared/server';
import type { DirectoryRepository } from './directory.repository';

/** At most this many other places of the same name are offered as "Did you mean". */
const DID_YOU_MEAN_MAX = 5;

export interface SearchPlace {
  place: ResolvedPlace;
  didYouMean: ResolvedPlace[];
}

/** How far from its area's post town a postcode may lie: the widest areas (IV, PH) reach this. */
const AREA_REACH_KM = 150;

const fieldError = (path: string, text: KnownErrorText | ReasonedText) =>
  invalid(text, [fieldProblem(path, text)]);

/** The gazetteer's place as the answer states it; kind and country name when it does not say. */
function stated(place: Place): ResolvedPlace {
  const told = place as Place & Partial<Pick<ResolvedPlace, 'countryName' | 'kind'>>;
  return {
    label: place.label,
    lat: place.lat,
    lng: place.lng,
    country: place.country,
    countryName: told.countryName ?? (place.country ? countryName(place.country) : ''),
    kind: told.kind ?? (place.source === 'city' ? 'city' : 'postcode'),
  };
}

/**
 * Where a search is about: a bare point as given, else the text through the gazetteer (in the
 * searched country when one is named), else the directory's own postcodes. Null without either;
 * an unknown text is a bad `location`.
 */
export async function searchPlaceOf(
  repo: Pick<DirectoryRepository, 'geocodeByPostcode'>,
  query: { lat?: number; lng?: number; location?: string },
  country?: string,
): Promise<SearchPlace | null> {
  if (query.lat !== undefined && query.lng !== undefined) {
    const label = `${query.lat}, ${query.lng}`;
    return {
      place: { label, lat: query.lat, lng: query.lng, country: '', countryName: '', kind: 'point' },
      didYouMean: [],
    };
  }
  if (!query.location) return null;
  const resolution = resolvePlace(query.location, country ? { country } : {});
  if (resolution.place) {
    return {
      place: stated(resolution.place),
      didYouMean: resolution.alternatives.slice(0, DID_YOU_MEAN_MAX).map(stated),
    };
  }
  const area = ukPostcodeArea(query.location);
  const found = await repo.geocodeByPostcode(query.location);
  // The directory's own postcodes are trusted only near their area's post town: a district filed
  // a region away is a filing error, and the area (said to be an area) is the honest answer.
  const postcode = found && (!area || kmBetween(found, area) <= AREA_REACH_KM) ? found : null;
  if (!postcode && area) return { place: stated(area), didYouMean: [] };
  if (!postcode) {
    const text = `location not found: "${query.location}"`;
    throw fieldError('location', because('location_not_found', text, { location: query.location }));
  }
  return {
    place: {
      label: postcode.label,
      lat: postcode.lat,
      lng: postcode.lng,
      country: postcode.country,
      countryName: postcode.country ? countryName(postcode.country) : '',
      kind: 'postcode',
    },
    didYouMean: [],
  };
}
