/**
 * Postcode text handling for the database gazetteer: the clinics' own postcodes are matched in
 * their normalized form (upper case, no spaces), then by UK outward code, then by area letters.
 */

/** "sw1a 1aa" → "SW1A1AA"; anything but letters and digits is dropped. */
export const normalizePostcode = (text: string): string =>
  text.toUpperCase().replace(/[^A-Z0-9]/g, '');

const UK_LIKE = /^[A-Z]{1,2}\d[A-Z\d]?$/;

/**
 * The UK outward code ("SW1A" of "SW1A 1AA"): the part before the space, else all but the last
 * three characters; a bare outward code is its own outward code. Null when it does not look UK.
 */
export function outwardCode(text: string): string | null {
  const trimmed = text.trim().toUpperCase();
  const spaced = /^([A-Z0-9]+)\s+[A-Z0-9]+$/.exec(trimmed);
  const compact = normalizePostcode(trimmed);
  let outward: string;
  if (spaced?.[1]) outward = spaced[1];
  else if (UK_LIKE.test(compact)) outward = compact;
  else if (compact.length >= 5) outward = compact.slice(0, -3);
  else return null;
  return UK_LIKE.test(outward) ? outward : null;
}

/** The postcode area ("SW" of "SW1A 1AA"). */
export function postcodeArea(outward: string): string | null {
  return /^([A-Z]{1,2})\d/.exec(outward)?.[1] ?? null;
}

const UK_IN_TEXT = /\b([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})\b/i;
const CA_IN_TEXT = /\b([A-Z]\d[A-Z]) ?(\d[A-Z]\d)\b/i;
const US_IN_TEXT = /\b(\d{5})(?:-\d{4})?\b/g;

export interface PostcodeInText {
  postcode: string;
  country: 'GB' | 'CA' | 'US';
  /** The text as written, so it can be cut out of the address part it sits in. */
  match: string;
}

/**
 * A UK, Canadian or US postcode written inside an address. For US ZIP codes the last five-digit
 * group wins, since house numbers come first in US addresses.
 */
export function findPostcodeInText(text: string): PostcodeInText | null {
  const uk = UK_IN_TEXT.exec(text);
  if (uk?.[1] && uk[2]) {
    return { postcode: `${uk[1]} ${uk[2]}`.toUpperCase(), country: 'GB', match: uk[0] };
  }
  const ca = CA_IN_TEXT.exec(text);
  if (ca?.[1] && ca[2]) {
    return { postcode: `${ca[1]} ${ca[2]}`.toUpperCase(), country: 'CA', match: ca[0] };
  }
  const zips = [...text.matchAll(US_IN_TEXT)];
  const last = zips.at(-1);
  // A lone number at the very start is a house number, not a ZIP code.
  if (last?.[1] && !(zips.length === 1 && last.index === 0 && text.includes(','))) {
    return { postcode: last[1], country: 'US', match: last[0] };
  }
  return null;
}
