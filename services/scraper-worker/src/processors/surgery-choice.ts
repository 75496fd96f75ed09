import type { FoundService } from '../crawling/crawl-types';

/** Where the crawled practice is, as the directory holds it. */
export interface PracticePlace {
  name: string;
  address: string;
  city: string;
  postcode: string;
}

// Words any surgery or practice may carry: they tell no surgery from another.
const COMMON = new Set(
  'surgery surgeries branch practice clinic clinics centre center hospital veterinary vets vet animal animals pets pet road street lane main the and our'.split(
    ' ',
  ),
);

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4 && !COMMON.has(w));

const keyOf = (s: FoundService) =>
  [s.standardService ?? s.name.toLocaleLowerCase(), s.band, s.currency].join('|');

function refused(s: FoundService, detail: string): FoundService {
  return {
    ...s,
    published: false,
    evidence: { ...s.evidence, checks: [...s.evidence.checks, { check: 'other_surgery', detail }] },
  };
}

/**
 * A page with one price list per surgery: the crawled practice is one of them. The list whose
 * surgery shares a telling word with the practice's name, address, town or postcode is its own;
 * the others' prices are kept as unconfirmed, saying whose they are. When no single surgery is
 * the practice's, a price the surgeries disagree on is not published at all: a wrong price is worse
 * than none. Prices with no surgery, and pages with one list, are left as they are.
 */
export function forThisSurgery(services: FoundService[], practice: PracticePlace): FoundService[] {
  const surgeries = [...new Set(services.map((s) => s.evidence.surgery).filter((s) => s !== null))];
  if (surgeries.length < 2) return services;
  const own = new Set(
    wordsOf([practice.name, practice.address, practice.city, practice.postcode].join(' ')),
  );
  const postcode = practice.postcode.replace(/\s+/g, '').toLocaleLowerCase();
  const isOurs = (surgery: string) =>
    wordsOf(surgery).some((w) => own.has(w)) ||
    (postcode.length >= 4 && surgery.replace(/\s+/g, '').toLocaleLowerCase().includes(postcode));
  const ours = surgeries.filter(isOurs);
  if (ours.length === 1) {
    return services.map((s) =>
      s.evidence.surgery === null || s.evidence.surgery === ours[0]
        ? s
        : refused(
            s,
            `priced for the ${s.evidence.surgery} surgery, not this practice (${ours[0]})`,
          ),
    );
  }
  const prices = new Map<string, Set<string>>();
  for (const s of services) {
    if (s.evidence.surgery === null) continue;
    const seen = prices.get(keyOf(s)) ?? new Set<string>();
    seen.add(`${s.priceMin}-${s.priceMax}`);
    prices.set(keyOf(s), seen);
  }
  return services.map((s) =>
    s.evidence.surgery !== null && (prices.get(keyOf(s))?.size ?? 0) > 1
      ? refused(
          s,
          `the ${s.evidence.surgery} surgery's price; the page's surgeries charge differently and none could be told to be this practice`,
        )
      : s,
  );
}
