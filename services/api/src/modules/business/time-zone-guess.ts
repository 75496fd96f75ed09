/**
 * A clinic's IANA time zone from its country and coordinates, offline. Single-zone countries come
 * from a table; the US, Canada, Australia, Brazil, Mexico and Russia are split by longitude bands
 * (state borders are approximated). Anywhere else falls back to a fixed offset from longitude
 * (Etc/GMT±N). A business whose zone is guessed wrong sets timeZone in its profile explicitly.
 */

const SINGLE_ZONE: Record<string, string> = {
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  PT: 'Europe/Lisbon',
  ES: 'Europe/Madrid',
  FR: 'Europe/Paris',
  BE: 'Europe/Brussels',
  NL: 'Europe/Amsterdam',
  LU: 'Europe/Luxembourg',
  DE: 'Europe/Berlin',
  CH: 'Europe/Zurich',
  AT: 'Europe/Vienna',
  IT: 'Europe/Rome',
  DK: 'Europe/Copenhagen',
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
  FI: 'Europe/Helsinki',
  PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  HU: 'Europe/Budapest',
  GR: 'Europe/Athens',
  RO: 'Europe/Bucharest',
  BG: 'Europe/Sofia',
  HR: 'Europe/Zagreb',
  SI: 'Europe/Ljubljana',
  IS: 'Atlantic/Reykjavik',
  TR: 'Europe/Istanbul',
  UA: 'Europe/Kyiv',
  IL: 'Asia/Jerusalem',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  EG: 'Africa/Cairo',
  ZA: 'Africa/Johannesburg',
  NG: 'Africa/Lagos',
  KE: 'Africa/Nairobi',
  IN: 'Asia/Kolkata',
  PK: 'Asia/Karachi',
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
  TW: 'Asia/Taipei',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  SG: 'Asia/Singapore',
  MY: 'Asia/Kuala_Lumpur',
  TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh',
  PH: 'Asia/Manila',
  NZ: 'Pacific/Auckland',
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  CO: 'America/Bogota',
  PE: 'America/Lima',
};

type Band = [maxLongitude: number, zone: string];

function byBands(longitude: number, bands: Band[], last: string): string {
  return bands.find(([max]) => longitude < max)?.[1] ?? last;
}

function usZone(latitude: number, longitude: number): string {
  if (longitude < -154) return 'Pacific/Honolulu';
  if (latitude > 51 && longitude < -129) return 'America/Anchorage';
  // Arizona keeps standard time all year.
  if (latitude > 31 && latitude < 37 && longitude > -114.8 && longitude < -109)
    return 'America/Phoenix';
  return byBands(
    longitude,
    [
      [-114.5, 'America/Los_Angeles'],
      [-101, 'America/Denver'],
      [-85.5, 'America/Chicago'],
    ],
    'America/New_York',
  );
}

function caZone(latitude: number, longitude: number): string {
  if (longitude > -59.5 && latitude > 46.5 && latitude < 52) return 'America/St_Johns';
  return byBands(
    longitude,
    [
      [-120, 'America/Vancouver'],
      [-110, 'America/Edmonton'],
      [-101.5, 'America/Regina'],
      [-89, 'America/Winnipeg'],
      [-64, 'America/Toronto'],
    ],
    'America/Halifax',
  );
}

const BANDED: Record<string, (latitude: number, longitude: number) => string> = {
  US: usZone,
  CA: caZone,
  AU: (_lat, lng) =>
    byBands(
      lng,
      [
        [129, 'Australia/Perth'],
        [138, 'Australia/Darwin'],
        [141, 'Australia/Adelaide'],
      ],
      'Australia/Sydney',
    ),
  BR: (_lat, lng) =>
    byBands(
      lng,
      [
        [-67.5, 'America/Rio_Branco'],
        [-54, 'America/Manaus'],
      ],
      'America/Sao_Paulo',
    ),
  MX: (_lat, lng) =>
    byBands(
      lng,
      [
        [-114.5, 'America/Tijuana'],
        [-105.5, 'America/Mazatlan'],
      ],
      'America/Mexico_City',
    ),
  RU: (_lat, lng) =>
    byBands(
      lng,
      [
        [40, 'Europe/Moscow'],
        [55, 'Europe/Samara'],
        [75, 'Asia/Yekaterinburg'],
        [90, 'Asia/Novosibirsk'],
        [105, 'Asia/Krasnoyarsk'],
        [120, 'Asia/Irkutsk'],
        [140, 'Asia/Yakutsk'],
      ],
      'Asia/Vladivostok',
    ),
};

/** Fixed offset by longitude; note the POSIX sign: Etc/GMT-1 is UTC+1. */
function offsetZone(longitude: number): string {
  const hours = Math.max(-12, Math.min(14, Math.round(longitude / 15)));
  if (hours === 0) return 'UTC';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

export function guessTimeZone(
  country: string | null,
  latitude: number | null,
  longitude: number | null,
): string | null {
  const code = country?.toUpperCase() ?? '';
  const single = SINGLE_ZONE[code];
  if (single) return single;
  if (latitude === null || longitude === null) return null;
  const banded = BANDED[code];
  return banded ? banded(latitude, longitude) : offsetZone(longitude);
}
