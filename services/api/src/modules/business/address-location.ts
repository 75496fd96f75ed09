import { countryCode, findCity } from '@petvet/shared/server';
import { findPostcodeInText } from '../clinics/postcode';

export interface AddressLocation {
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
}

export type PostcodeLocator = (
  postcode: string,
) => Promise<{ latitude: number; longitude: number; country: string | null } | null>;

// Two letters alone are usually a US state or Canadian province ("CA", "NY"), not a country.
const isCountryPart = (part: string): string | null =>
  part.length > 2 || /^(uk|us)$/i.test(part) ? countryCode(part) : null;

const isCityCandidate = (part: string) => part.length > 2 && !/^\d[\d\s-]*$/.test(part);

/**
 * Where an address is, offline: a UK, US or Canadian postcode written in it (located by the
 * postcode gazetteer), else the city named in its comma-separated parts, read from the end.
 */
export async function locateAddress(
  address: string,
  locatePostcode: PostcodeLocator,
): Promise<AddressLocation> {
  const none: AddressLocation = {
    latitude: null,
    longitude: null,
    city: null,
    postcode: null,
    country: null,
  };
  const text = address.trim();
  if (!text) return none;

  const found = findPostcodeInText(text);
  let parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  const explicitCountry = parts.length > 1 && last ? isCountryPart(last) : null;
  if (explicitCountry) parts = parts.slice(0, -1);
  const countryHint = explicitCountry ?? found?.country ?? null;

  const byPostcode = found ? await locatePostcode(found.postcode) : null;

  let city: ReturnType<typeof findCity> = null;
  for (const raw of [...parts].reverse()) {
    const part = (found ? raw.replace(found.match, '') : raw).replace(/\s+/g, ' ').trim();
    if (!isCityCandidate(part)) continue;
    city = findCity(part, countryHint) ?? (countryHint ? null : findCity(part));
    if (city) break;
  }

  const latitude = byPostcode?.latitude ?? city?.lat ?? null;
  const longitude = byPostcode?.longitude ?? city?.lng ?? null;
  return {
    latitude,
    longitude,
    city: city?.label ?? null,
    postcode: found?.postcode ?? null,
    country: countryHint ?? byPostcode?.country ?? city?.country ?? null,
  };
}
