import type { Block } from './blocks';

/**
 * Several price lists on one page, one per surgery or branch: each list's prices belong to its
 * surgery, and the same service at two surgeries is two prices, not one price given twice.
 */

// Words that name a branch of a practice, in the languages we read.
const BRANCH =
  /(?<!\p{L})(?:surgery|surgeries|branch|clinic|hospital|practice|site|location|pobočka|pobočky|filiale|standort|praxis|succursale|cabinet|clínica|clinica|sede|vestiging|locatie|filial|avdelning|afdeling|klinik|病院|分院|院)(?!\p{L})/iu;
// A postal address in a column header or heading: a number and a postcode-like group.
const ADDRESS =
  /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b\d{3}\s?\d{2}\b|\b\d{4,5}\s+\p{Lu}\p{L}+|〒\s?\d{3}-?\d{4}/u;

/** The surgery a heading names ("Harbourside surgery", "Filiale Nord"), or null. */
export function surgeryIn(text: string): string | null {
  const t = text.trim();
  if (!t || t.split(/\s+/).length > 8) return null;
  return BRANCH.test(t) ? t : null;
}

/**
 * The surgeries whose headings are followed by their address or phone number ("Llanrhos branch"
 * over "7 Church Street, Llanrhos LL30 9PP · 01632 960402"), when there are two at least: a page
 * listing each surgery's prices. A heading naming a kind of work ("Soft tissue surgery", "Nurse
 * clinic") or the page's title ("Prices at each surgery") is followed by no address.
 */
export function placeSurgeries(blocks: Block[]): Set<string> {
  const places = new Set<string>();
  const seen = new Set<string>();
  for (const b of blocks) {
    if (b.kind !== 'text' || !b.surgery || b.headingLevel || seen.has(b.surgery)) continue;
    seen.add(b.surgery);
    if (ADDRESS.test(b.text) || PHONE.test(b.text)) places.add(b.surgery);
  }
  return places.size >= 2 ? places : new Set();
}
const PHONE = /(?<![\d£$€])(?:\+\d{1,3}[\s\d-]{8,}|0\d{2,4}[\s-]?\d{3}[\s-]?\d{3,4})(?!\d)/u;

/**
 * Tags each block under a heading that names a surgery, when the page has at least two such
 * headings at one level (one "Our surgery" heading is a page about a practice, not a list each).
 */
export function tagSurgeries(blocks: Block[]): void {
  const byHeading = new Map<string, number>();
  for (const b of blocks) {
    const h = b.headings.at(-1);
    if (h && surgeryIn(h)) byHeading.set(h, (byHeading.get(h) ?? 0) + 1);
  }
  if (byHeading.size < 2) return;
  for (const b of blocks) {
    const h = [...b.headings].reverse().find((x) => byHeading.has(x));
    if (h) b.surgery = h;
  }
}

/**
 * Price columns that are surgeries ("Žabovřesky, Minská 12" | "Líšeň, Holzova 5" under
 * "Pobočka"): each column's header, with the generic branch word dropped, names its surgery.
 */
export function surgeryColumns(
  headers: string[],
  cols: number[],
  /** The page's text: a header it calls a branch elsewhere ("our Quayside hospital") is one. */
  pageText = '',
): Map<number, string> | null {
  if (cols.length < 2) return null;
  const names = new Map<number, string>();
  const counted = countedSurgeries(pageText) === cols.length;
  for (const col of cols) {
    const header = headers[col] ?? '';
    const placeName = counted && PLACE_NAME.test(header.trim());
    if (
      !placeName &&
      !BRANCH.test(header) &&
      !ADDRESS.test(header) &&
      !namedBranch(header, pageText)
    )
      return null;
    const name = header.replace(BRANCH, ' ').replace(/\s+/g, ' ').trim();
    names.set(col, name || header);
  }
  return new Set(names.values()).size === cols.length ? names : null;
}

/** "Quayside" in a column header, where the page says "our Quayside hospital" or "branch at Quayside". */
function namedBranch(header: string, pageText: string): boolean {
  const name = header.trim();
  if (!name || !pageText || /\d/.test(name) || name.split(/\s+/).length > 4) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const branch = BRANCH.source;
  return new RegExp(
    `(?<!\\p{L})${escaped}\\s+${branch}|${branch}\\s+(?:at|in|of)\\s+${escaped}(?!\\p{L})`,
    'iu',
  ).test(pageText);
}

// The words for two to six in English, Italian, Spanish, French, German and Dutch.
const NUMBER_WORDS = [
  'two both due dos deux zwei twee',
  'three tre tres trois drei drie',
  'four quattro cuatro quatre vier',
  'five cinque cinco cinq fünf vijf',
  'six',
];
const COUNTS: Record<string, number> = Object.fromEntries(
  NUMBER_WORDS.flatMap((words, i) => words.split(' ').map((w) => [w, i + 2])),
);
const COUNTED = new RegExp(
  `(?<!\\p{L})(?:our|all|at|both)\\s+(\\d|two|three|four|five|six)?\\s*(?:surgeries|branches|sites|clinics|hospitals|practices|locations)`,
  'giu',
);
// "delle tre sedi", "nuestras dos clínicas", "nos trois cliniques", "unseren drei Standorten",
// "onze twee vestigingen": a count before the plural word for branches in the languages we read.
// Each group's words after its English one(s): the counts written in the other languages.
const ABROAD_NUMBERS = NUMBER_WORDS.flatMap((words) => words.split(' ').slice(1)).filter(
  (w) => w !== 'both',
);
const COUNTED_ABROAD = new RegExp(
  `(?<!\\p{L})(\\d|${ABROAD_NUMBERS.join('|')})\\s+(?:sedi|cliniche|ambulatori|clínicas|sedes|centros|cliniques|cabinets|standorten?|praxen|kliniken|filialen|vestigingen|locaties|klinieken|praktijken)(?!\\p{L})`,
  'giu',
);
// One to three capitalised words, no figure: "Kiln Lane", "Marston", "Ashby Hospital".
const PLACE_NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u;

/** How many surgeries the page says it has ("at our three sites", "both surgeries"), or null. */
function countedSurgeries(pageText: string): number | null {
  for (const counted of [COUNTED, COUNTED_ABROAD])
    for (const m of pageText.matchAll(counted)) {
      const n = m[1]?.toLowerCase() ?? (/^both\b/i.test(m[0]) ? 'both' : '');
      const count = Number(n) || COUNTS[n];
      if (count) return count;
    }
  return null;
}
