/** A place the gazetteer found. */
export interface Place {
  lat: number;
  lng: number;
  /** What was found, for answers such as "N clinics near {label}". */
  label: string;
  /** ISO 3166-1 alpha-2 ("DE"). */
  country: string;
  /** The country's English name ("Germany"). */
  countryName?: string;
  source: 'city' | 'us_zip' | 'ca_postal';
  kind?: 'city' | 'postcode';
}

/** A resolved place with the other places of that name, most likely first ("Did you mean"). */
export interface PlaceResolution {
  place: Place | null;
  alternatives: Place[];
}
