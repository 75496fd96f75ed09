const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** English name of an ISO 3166-1 alpha-2 code ("GB" → "United Kingdom"). */
export function countryName(code: string): string {
  try {
    return displayNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const ALIASES: Record<string, string> = {
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'u.s.a.': 'US',
  us: 'US',
  'u.s.': 'US',
  america: 'US',
  'united states of america': 'US',
  holland: 'NL',
  deutschland: 'DE',
  españa: 'ES',
  nippon: 'JP',
  'south korea': 'KR',
  korea: 'KR',
};

let byName: Map<string, string> | undefined;

/** Country names in the languages of the places the gazetteer knows best. */
const OTHER_LANGUAGES = ['de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'ja', 'zh', 'ko', 'ru'];
const otherLanguages = () =>
  OTHER_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: 'region' }));

// Withdrawn or reserved codes that Intl still names ("DD" is "Germany"): never answers.
const NOT_COUNTRIES = new Set(
  'DD UK FX YU CS SU ZR TP BU EU EZ UN QO AN NT YD VD DY HV RH NH ZZ AA QM QN QP QQ QR QS QT QU QV QW QX QY QZ XA XB XC XD XE XF XG XH XI XJ XL XM XN XO XP XQ XR XS XT XU XV XW XX XY XZ'.split(
    ' ',
  ),
);

/** ISO code for a country name, code or common alias ("UK", "Germany", "de"), or null. */
export function countryCode(text: string): string | null {
  const key = text.trim().toLowerCase();
  if (!key) return null;
  if (ALIASES[key]) return ALIASES[key];
  if (!byName) {
    byName = new Map();
    // English names for every code first, then the names people write in other languages
    // ("Deutschland", "Allemagne", "日本"); the first code to claim a name keeps it, so English
    // wins and reserved codes such as UK never take a name from their official ones (GB).
    for (const names of [displayNames, ...otherLanguages()]) {
      for (let a = 65; a <= 90; a += 1) {
        for (let b = 65; b <= 90; b += 1) {
          const code = String.fromCharCode(a, b);
          if (NOT_COUNTRIES.has(code)) continue;
          const name = names.of(code);
          if (name && name !== code && !byName.has(name.toLowerCase()))
            byName.set(name.toLowerCase(), code);
        }
      }
    }
  }

  const named = byName.get(key);
  if (named) return named;
  if (/^[a-z]{2}$/.test(key) && byName.size > 0) {
    const upper = key.toUpperCase();
    const name = NOT_COUNTRIES.has(upper) ? undefined : displayNames.of(upper);
    if (name && name !== upper) return upper;
  }
  return null;
}
