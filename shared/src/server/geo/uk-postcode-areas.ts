import { findCity } from './gazetteer';
import type { Place } from './place';
import { ukOutwardCode } from './postal';

/**
 * The post town of each UK postcode area (the letters before the first digit: "NE" of "NE1 4ST"),
 * as Royal Mail names them; the Crown Dependencies' areas name their own country. No package on
 * the registry carries UK postcode centroids, so a postcode the clinics' and practices' own
 * postcodes cannot place is placed at its area's post town, and says so: an area is a wide
 * place (IV reaches from Inverness to Skye), never passed off as the postcode itself.
 */
const AREA_TOWNS: Record<string, string | [town: string, country: string]> = {
  AB: 'Aberdeen',
  AL: 'St Albans',
  B: 'Birmingham',
  BA: 'Bath',
  BB: 'Blackburn',
  BD: 'Bradford',
  BH: 'Bournemouth',
  BL: 'Bolton',
  BN: 'Brighton',
  BR: 'Bromley',
  BS: 'Bristol',
  BT: 'Belfast',
  CA: 'Carlisle',
  CB: 'Cambridge',
  CF: 'Cardiff',
  CH: 'Chester',
  CM: 'Chelmsford',
  CO: 'Colchester',
  CR: 'Croydon',
  CT: 'Canterbury',
  CV: 'Coventry',
  CW: 'Crewe',
  DA: 'Dartford',
  DD: 'Dundee',
  DE: 'Derby',
  DG: 'Dumfries',
  DH: 'Durham',
  DL: 'Darlington',
  DN: 'Doncaster',
  DT: 'Dorchester',
  DY: 'Dudley',
  E: 'London',
  EC: 'London',
  EH: 'Edinburgh',
  EN: 'Enfield',
  EX: 'Exeter',
  FK: 'Falkirk',
  FY: 'Blackpool',
  G: 'Glasgow',
  GL: 'Gloucester',
  GU: 'Guildford',
  HA: 'Harrow',
  HD: 'Huddersfield',
  HG: 'Harrogate',
  HP: 'Hemel Hempstead',
  HR: 'Hereford',
  HS: 'Stornoway',
  HU: 'Kingston upon Hull',
  HX: 'Halifax',
  IG: 'Ilford',
  IP: 'Ipswich',
  IV: 'Inverness',
  KA: 'Kilmarnock',
  KT: 'Kingston upon Thames',
  KW: 'Kirkwall',
  KY: 'Kirkcaldy',
  L: 'Liverpool',
  LA: 'Lancaster',
  LD: 'Llandrindod Wells',
  LE: 'Leicester',
  LL: 'Llandudno',
  LN: 'Lincoln',
  LS: 'Leeds',
  LU: 'Luton',
  M: 'Manchester',
  ME: 'Rochester',
  MK: 'Milton Keynes',
  ML: 'Motherwell',
  N: 'London',
  NE: 'Newcastle upon Tyne',
  NG: 'Nottingham',
  NN: 'Northampton',
  NP: 'Newport',
  NR: 'Norwich',
  NW: 'London',
  OL: 'Oldham',
  OX: 'Oxford',
  PA: 'Paisley',
  PE: 'Peterborough',
  PH: 'Perth',
  PL: 'Plymouth',
  PO: 'Portsmouth',
  PR: 'Preston',
  RG: 'Reading',
  RH: 'Redhill',
  RM: 'Romford',
  S: 'Sheffield',
  SA: 'Swansea',
  SE: 'London',
  SG: 'Stevenage',
  SK: 'Stockport',
  SL: 'Slough',
  SM: 'Sutton',
  SN: 'Swindon',
  SO: 'Southampton',
  SP: 'Salisbury',
  SR: 'Sunderland',
  SS: 'Southend-on-Sea',
  ST: 'Stoke-on-Trent',
  SW: 'London',
  SY: 'Shrewsbury',
  TA: 'Taunton',
  TD: 'Galashiels',
  TF: 'Telford',
  TN: 'Tonbridge',
  TQ: 'Torquay',
  TR: 'Truro',
  TS: 'Middlesbrough',
  TW: 'Twickenham',
  UB: 'Southall',
  W: 'London',
  WA: 'Warrington',
  WC: 'London',
  WD: 'Watford',
  WF: 'Wakefield',
  WN: 'Wigan',
  WR: 'Worcester',
  WS: 'Walsall',
  WV: 'Wolverhampton',
  YO: 'York',
  ZE: 'Lerwick',
  GY: ['Saint Peter Port', 'GG'],
  JE: ['Saint Helier', 'JE'],
  IM: ['Douglas', 'IM'],
};

/** Every area code the table knows, for its test. */
export const UK_POSTCODE_AREAS = Object.keys(AREA_TOWNS);

/** The area code of a UK-shaped postcode ("NE1 4ST" → "NE"), or null. */
export function ukPostcodeAreaCode(text: string): string | null {
  const outward = ukOutwardCode(text);
  return outward ? (/^[A-Z]{1,2}/.exec(outward.toUpperCase())?.[0] ?? null) : null;
}

/** A UK postcode's area, placed at its post town and labelled as an area; null for an unknown area. */
export function ukPostcodeArea(text: string): Place | null {
  const area = ukPostcodeAreaCode(text);
  const entry = area ? AREA_TOWNS[area] : undefined;
  if (!area || !entry) return null;
  const [town, country] = typeof entry === 'string' ? [entry, 'GB'] : entry;
  const place = findCity(town, country);
  if (!place) return null;
  return {
    ...place,
    label: `${town} (${area} postcode area)`,
    source: 'city',
    kind: 'postcode',
  };
}
