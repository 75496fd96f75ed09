import {
  PRICE_EVIDENCE_TEXT_MAX,
  PUBLISH_CONFIDENCE,
  REFUSING_PRICE_CHECKS,
  standardService,
  type PriceBand,
  type PriceEvidence,
  type StandardServiceId,
} from '@petvet/shared';
import { restatesRegular } from './checks-offers';
import { withSectionService } from './section-names';
import { standardize } from './standardize';
import { onePerStandardPrice, withoutSummaries } from './standard-prices-once';
import { categorize, looksLikeService } from './taxonomy';
import type { Candidate, Evidence, ExtractedService } from './types';

export const MIN_CONFIDENCE = 0.55;

/**
 * Calibrated: the share of items read this way that matched a label on the development sets
 * (every folder bench/extraction-eval.ts reads, refused items left out), for a name that reads as
 * a veterinary service and for one that does not. `npx tsx bench/extraction-eval.ts` prints the
 * reliability table these keep honest: items at a confidence are right about that often.
 */
const BASE: Record<Evidence, { service: number; short: number; other: number }> = {
  table: { service: 0.97, short: 0.9, other: 0.9 },
  'json-ld': { service: 0.97, short: 0.85, other: 0.85 },
  heading: { service: 0.97, short: 0.9, other: 0.9 },
  free: { service: 0.95, short: 0.8, other: 0.8 },
  line: { service: 0.95, short: 0.85, other: 0.4 },
  paired: { service: 0.93, short: 0.85, other: 0.4 },
  prose: { service: 0.9, short: 0.5, other: 0.5 },
};

// One of a row's bare prices, its column not read: above MIN_CONFIDENCE, below publishing.
const WEAK = 0.6;
// A price under a column header that names no pet, band or service ("UK average", "Net",
// "2026", a branch or a pet in a language we lack): the row's prices have roles we did not read,
// and such columns were the wrong prices of first scores (blind-11, blind-13). Kept unconfirmed.
const UNCLEAR_COLUMN = 0.7;

/** Confidence from the evidence: how the name was paired with the price, and whether it reads as a service. */
export function confidenceOf(c: Candidate): number {
  const base = BASE[c.evidence];
  // A short name the taxonomy does not know ("Aflivning", "Heimtierpass") is mostly a service in a
  // language it lacks; a long one is mostly a sentence about money ("Pagamento rateale per ...").
  const own = c.name
    .replace(/[(（][^)）]*[)）]/g, ' ')
    .trim()
    .split(/\s+/).length;
  // A legend of ticks and crosses ("✔ included ✘ not included") names nothing.
  const short = own <= 5 && !/[✔✘✓✗☑☒]/u.test(c.name);
  let score = looksLikeService(c.name) ? base.service : short ? base.short : base.other;
  if (c.name.split(/\s+/).length > 10) score -= 0.1;
  if (c.name.length < 3) score -= 0.1;
  if (c.weak) score = Math.min(score, WEAK);
  if (c.unclearColumn !== undefined) score = Math.min(score, UNCLEAR_COLUMN);
  return Math.max(0, Math.min(0.99, Math.round(score * 100) / 100));
}

/**
 * One service per (name, species, price): the same price listed twice on a page, or in JSON-LD
 * and again in the visible text, is kept once with the better evidence.
 */
export function mergeCandidates(visible: Candidate[], structured: Candidate[]): Candidate[] {
  const kept: Candidate[] = [];
  const seen = new Set<string>();
  for (const c of visible) {
    const key = keyOf(c);
    if (seen.has(key)) {
      // "Cat spay – was £119, now £95" above the list's "Cat spay £119": the list line is the evidence.
      const first = kept.findIndex((k) => keyOf(k) === key);
      if (first >= 0 && restatesRegular(kept[first]!.sourceText) && !restatesRegular(c.sourceText))
        kept[first] = c;
      continue;
    }
    seen.add(key);
    // "Consultation fee: £49.50" below "Standard consultation £49.50": the same price said twice.
    const twin = kept.findIndex(
      (k) => samePrice(k, c) && k.species === c.species && contains(k.name, c.name),
    );
    if (twin >= 0) {
      const other = kept[twin]!;
      // The list's own line, not an offer restating its regular price, is the price's evidence.
      const offer = [c, other].filter((x) => restatesRegular(x.sourceText));
      if (offer.length === 1) {
        kept[twin] = offer[0] === c ? other : c;
        continue;
      }
      const better = confidenceOf(c) > confidenceOf(other) ? c : other;
      const longer = c.name.length > other.name.length ? c.name : other.name;
      kept[twin] = { ...better, name: longer };
      continue;
    }
    kept.push(c);
  }
  const shown = kept.slice();
  for (const s of structured) {
    const twin = kept.findIndex((c) => samePrice(c, s) && shareWord(c.name, s.name));
    // Structured data the page no longer shows ("Nurse clinic" £19 in last year's JSON-LD, £21.50
    // in the visible table): the visible price is the practice's, the other is left out.
    const stale = shown.some((c) => !samePrice(c, s) && contains(c.name, s.name));
    if (twin < 0 && stale) continue;
    if (twin < 0) kept.push(s);
    else if (confidenceOf(s) > confidenceOf(kept[twin]!)) kept[twin] = s;
  }
  return kept;
}

function keyOf(c: Candidate): string {
  return [normalise(c.name), c.species ?? '', c.priceMin, c.priceMax, c.currency].join('|');
}

export function toServices(
  candidates: Candidate[],
  minConfidence = MIN_CONFIDENCE,
  inclusionsOf: (
    standardService: StandardServiceId | null,
    band: PriceBand,
  ) => string[] | null = () => null,
): ExtractedService[] {
  const services = candidates
    .map((c, i) => withSectionService(c, candidates[i - 1]))
    .flatMap((c) => {
      const confidence = confidenceOf(c);
      if (confidence < minConfidence || c.currency === '') return [];
      const { standardService, bands } = standardize(c);
      const category = standardService ? standardServiceCategory(standardService) : categoryOf(c);
      return bands.map((band) => ({
        name: c.name,
        category,
        species: c.species ?? 'Mixed',
        priceMin: c.priceMin,
        priceMax: c.priceMax,
        currency: c.currency,
        confidence,
        priceNotes: notesOf(c),
        standardService,
        band,
        inclusions: inclusionsOf(standardService, band),
        evidence: evidenceOf(c),
        published: publishable(c, confidence),
      }));
    });
  return withoutSummaries(onePerStandardPrice(services));
}

function evidenceOf(c: Candidate): PriceEvidence {
  return {
    layout: c.evidence,
    text: (c.sourceText ?? c.name).replace(/\s+/g, ' ').trim().slice(0, PRICE_EVIDENCE_TEXT_MAX),
    bandSource: c.bandSource ?? null,
    vat: c.vat ?? 'inclusive',
    surgery: c.surgery ?? null,
    checks: [
      ...(c.checks ?? []),
      ...(c.unclearColumn !== undefined
        ? [
            {
              check: 'weak_pairing' as const,
              detail: `the price's column ("${c.unclearColumn}") names no pet, band or service`,
            },
          ]
        : []),
    ],
  };
}

function publishable(c: Candidate, confidence: number): boolean {
  const refused = (c.checks ?? []).some((r) => REFUSING_PRICE_CHECKS.includes(r.check));
  return !refused && confidence >= PUBLISH_CONFIDENCE;
}

function standardServiceCategory(id: StandardServiceId): string {
  return standardService(id).category;
}

// A name the taxonomy does not know ("Primary course") takes the category of its section heading.
function categoryOf(c: Candidate): string {
  const own = categorize(c.name).slug;
  return own === 'other' && c.section ? categorize(c.section).slug : own;
}

function notesOf(c: Candidate): string | null {
  const notes = [...new Set(c.notes.map((n) => n.trim()).filter(Boolean))];
  if (c.priceMax === null) notes.unshift('from price');
  const text = notes.join('; ');
  return text ? text.slice(0, 250) : null;
}

function samePrice(a: Candidate, b: Candidate): boolean {
  return (
    a.currency === b.currency &&
    Math.abs(a.priceMin - b.priceMin) < 0.005 &&
    (a.priceMax === null
      ? b.priceMax === null
      : b.priceMax !== null && Math.abs(a.priceMax - b.priceMax) < 0.005)
  );
}

export function shareWord(a: string, b: string): boolean {
  const x = normalise(a);
  const y = normalise(b);
  if (x.includes(y) || y.includes(x)) return true;
  const words = new Set(x.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3));
  return y.split(/[^\p{L}\p{N}]+/u).some((w) => w.length >= 3 && words.has(w));
}

function contains(a: string, b: string): boolean {
  const x = normalise(a);
  const y = normalise(b);
  return x.includes(y) || y.includes(x);
}

function normalise(name: string): string {
  return name.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}
