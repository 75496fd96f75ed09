/**
 * Precision, recall and F1 of the price extractor over folders of pages + labels.json.
 *   npx tsx bench/extraction-eval.ts [--dir FOLDER ...] [--render] [--verbose] [--min-confidence N]
 *     [--publish-confidence N]
 * Default folders: ../shared/scraper-pages and ../shared/scraper-pages-cma (the UK standard price
 * list set) beside the repository, the worker's own fixtures, and its blind pages (fixtures/blind,
 * blind-2 ... blind-7: each labelled before the extractor first saw them).
 * --min-confidence overrides the stored-service threshold, to measure the trade-off;
 * --publish-confidence overrides PUBLISH_CONFIDENCE (a refusing check still refuses).
 * Precision and recall count PUBLISHED items only (the directory and compare show nothing else);
 * the unconfirmed items are reported apart: how many, and how many would have matched a label
 * the published ones left. The reliability table (every item, by confidence) says how often
 * an item of that confidence is right: calibrated confidence is close to that share.
 * Sets whose labels name a standard service are also scored on standard service and pet band
 * (their README): the figures add `std+band`, the share of correct prices with both right.
 * Scoring (the folder's README): an extracted item is correct when currency, priceMin and
 * priceMax equal a label's (within 0.005; null only matches null) and the names share a word of
 * 3+ letters or one contains the other; each label matches once. needsJavaScript pages are
 * skipped by the static scorer and scored separately with --render (through Chromium).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLISH_CONFIDENCE, REFUSING_PRICE_CHECKS } from '@petvet/shared';
import {
  extractServices,
  type ExtractedService,
} from '../services/scraper-worker/src/extraction/extract-prices';

interface Label {
  name: string;
  priceMin: number;
  priceMax: number | null;
  currency: string;
  /** Standard-list sets only: the service (null outside the list) and the pet band. */
  standardService?: string | null;
  band?: string;
  inclusions?: string[];
}
interface PageLabels {
  url: string;
  country?: string;
  needsJavaScript?: boolean;
  services: Label[];
}
interface Score {
  extracted: number;
  labels: number;
  /** Items whose price matches a label (the price rule of the folder's README). */
  correct: number;
  /** Of those, the items with the label's standard service and band (standard-list sets). */
  standard: number;
  /** Labels whose set scores standard services at all, and the correct items among them. */
  standardSet: number;
  standardCorrect: number;
  /** Correct items the extractor put on the standard list (sets without standard labels). */
  mapped: number;
  /** Inclusions: labels that carry them, and those the matching item gives exactly. */
  inclusionLabels: number;
  inclusionsRight: number;
  /** Items kept as unconfirmed, and those that would have matched a label left by the published. */
  unconfirmed: number;
  unconfirmedCorrect: number;
}
const zero = (): Score => ({
  extracted: 0,
  labels: 0,
  correct: 0,
  standard: 0,
  standardSet: 0,
  standardCorrect: 0,
  mapped: 0,
  inclusionLabels: 0,
  inclusionsRight: 0,
  unconfirmed: 0,
  unconfirmedCorrect: 0,
});

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dirs = args.flatMap((a, i) =>
  a === '--dir' && args[i + 1] ? [path.resolve(args[i + 1]!)] : [],
);
const render = args.includes('--render');
const verbose = args.includes('--verbose');
const minArg = args[args.indexOf('--min-confidence') + 1];
const minConfidence = args.includes('--min-confidence') && minArg ? Number(minArg) : undefined;
const publishArg = args[args.indexOf('--publish-confidence') + 1];
const publishAt =
  args.includes('--publish-confidence') && publishArg ? Number(publishArg) : PUBLISH_CONFIDENCE;
const folders = dirs.length
  ? dirs
  : [
      path.resolve(repoRoot, '../shared/scraper-pages'),
      path.resolve(repoRoot, '../shared/scraper-pages-cma'),
      path.join(repoRoot, 'services/scraper-worker/fixtures/pages'),
      path.join(repoRoot, 'services/scraper-worker/fixtures/blind'),
      path.join(repoRoot, 'services/scraper-worker/fixtures/blind-2'),
      path.join(repoRoot, 'services/scraper-worker/fixtures/blind-3'),
      path.join(repoRoot, 'services/scraper-worker/fixtures/blind-4'),
      path.join(repoRoot, 'services/scraper-worker/fixtures/blind-5'),
      path.join(repoRoot, 'services/scraper-worker/fixtures/blind-6'),
      path.join(repoRoot, 'services/scraper-worker/fixtures/blind-7'),
    ];

const close = (a: number, b: number) => Math.abs(a - b) <= 0.005;
const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3),
  );
export function namesMatch(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x.includes(y) || y.includes(x)) return true;
  const wa = words(a);
  return [...words(b)].some((w) => wa.has(w));
}
export function matches(item: ExtractedService, label: Label): boolean {
  return samePrice(item, label) && namesMatch(item.name, label.name);
}
function samePrice(item: ExtractedService, label: Label): boolean {
  if (item.currency !== label.currency || !close(item.priceMin, label.priceMin)) return false;
  if (label.priceMax === null || item.priceMax === null) return label.priceMax === item.priceMax;
  return close(item.priceMax, label.priceMax);
}
/** Standard-list sets (README of scraper-pages-cma): service, band and price, or for a label outside the list, price and name. */
function matchesStandard(item: ExtractedService, label: Label): boolean {
  if (label.standardService === null) return item.standardService === null && matches(item, label);
  return (
    item.standardService === label.standardService &&
    item.band === label.band &&
    samePrice(item, label)
  );
}

/**
 * Sets labelled before the standard list (one label per service and species) are scored at their
 * own granularity: items that differ only by the pet band they were split into ("Vaccination
 * (dog)" for each dog band) are one item.
 */
function atLabelGranularity(items: ExtractedService[]): ExtractedService[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = [i.name, i.species, i.priceMin, i.priceMax, i.currency, i.standardService].join(
      '|',
    );
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every item scored, by its confidence: the reliability table. */
const reliability: Array<{ confidence: number; correct: boolean }> = [];

function isPublished(item: ExtractedService): boolean {
  if (publishAt === PUBLISH_CONFIDENCE) return item.published;
  const refused = item.evidence.checks.some((c) => REFUSING_PRICE_CHECKS.includes(c.check));
  return !refused && item.confidence >= publishAt;
}

/** Matches items to labels not yet used: exact (service, band and price) first, then price only. */
function matchItems(
  items: ExtractedService[],
  labels: Label[],
  used: Set<number>,
  standardSet: boolean,
): { labelOf: Map<number, number>; standard: number } {
  const labelOf = new Map<number, number>();
  if (standardSet)
    items.forEach((item, k) => {
      const hit = labels.findIndex((l, i) => !used.has(i) && matchesStandard(item, l));
      if (hit >= 0) {
        used.add(hit);
        labelOf.set(k, hit);
      }
    });
  const standard = labelOf.size;
  items.forEach((item, k) => {
    if (labelOf.has(k)) return;
    const hit = labels.findIndex((l, i) => !used.has(i) && matches(item, l));
    if (hit >= 0) {
      used.add(hit);
      labelOf.set(k, hit);
    }
  });
  return { labelOf, standard };
}

const show = (i: ExtractedService) =>
  `${i.name} ${i.priceMin}-${i.priceMax} ${i.currency} ${i.standardService}/${i.band} c${i.confidence}` +
  (i.evidence.checks.length ? ` [${i.evidence.checks.map((c) => c.check).join(',')}]` : '');

function score(all: ExtractedService[], labels: Label[], page: string): Score {
  const standardSet = labels.some((l) => 'standardService' in l);
  // Published first, so that an item kept at label granularity is the published one.
  const ordered = [...all].sort((a, b) => Number(isPublished(b)) - Number(isPublished(a)));
  const items = standardSet ? ordered : atLabelGranularity(ordered);
  const published = items.filter(isPublished);
  const unconfirmed = items.filter((i) => !isPublished(i));
  const used = new Set<number>();
  const { labelOf, standard } = matchItems(published, labels, used, standardSet);
  const shown = new Set(used);
  const later = matchItems(unconfirmed, labels, used, standardSet);
  published.forEach((item, k) =>
    reliability.push({ confidence: item.confidence, correct: labelOf.has(k) }),
  );
  unconfirmed.forEach((item, k) =>
    reliability.push({ confidence: item.confidence, correct: later.labelOf.has(k) }),
  );
  if (verbose) {
    published.forEach((item, k) => {
      const hit = labelOf.get(k);
      if (hit === undefined) console.log(`  FP ${page}: ${show(item)}`);
      else if (standardSet && !matchesStandard(item, labels[hit]!))
        console.log(
          `  WRONG ${page}: ${show(item)}, label ${labels[hit]!.standardService}/${labels[hit]!.band}`,
        );
    });
    unconfirmed.forEach((item, k) =>
      console.log(`  ${later.labelOf.has(k) ? 'UNCONF-OK' : 'UNCONF-BAD'} ${page}: ${show(item)}`),
    );
    labels.forEach(
      (l, i) =>
        !shown.has(i) &&
        console.log(
          `  FN ${page}: ${l.name} ${l.priceMin}-${l.priceMax} ${l.currency} ${l.standardService ?? ''}/${l.band ?? ''}`,
        ),
    );
  }
  let inclusionLabels = 0;
  let inclusionsRight = 0;
  for (const [k, i] of labelOf) {
    const label = labels[i]!;
    if (!label.inclusions) continue;
    inclusionLabels++;
    const got = [...(published[k]!.inclusions ?? [])].sort().join('|');
    if (got === [...label.inclusions].sort().join('|')) inclusionsRight++;
    else if (verbose) console.log(`  INCL ${page}: ${label.name}/${label.band}: ${got || '-'}`);
  }
  return {
    extracted: published.length,
    labels: labels.length,
    correct: labelOf.size,
    standard: standardSet ? standard : 0,
    standardSet: standardSet ? labels.length : 0,
    standardCorrect: standardSet ? labelOf.size : 0,
    mapped: [...labelOf.keys()].filter((k) => published[k]!.standardService).length,
    inclusionLabels,
    inclusionsRight,
    unconfirmed: unconfirmed.length,
    unconfirmedCorrect: later.labelOf.size,
  };
}

/** Confidence bins: how many items, and the share of them that were right. */
function reliabilityTable(): string {
  const edges = [0, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1.01];
  const lines = ['confidence   items  correct  share'];
  for (let i = 0; i + 1 < edges.length; i++) {
    const inBin = reliability.filter(
      (r) => r.confidence >= edges[i]! && r.confidence < edges[i + 1]!,
    );
    if (!inBin.length) continue;
    const right = inBin.filter((r) => r.correct).length;
    const bin = `${edges[i]!.toFixed(2)}-${Math.min(1, edges[i + 1]!).toFixed(2)}`;
    lines.push(
      `${bin.padEnd(12)} ${String(inBin.length).padStart(5)} ${String(right).padStart(8)}  ${(right / inBin.length).toFixed(3)}`,
    );
  }
  return lines.join('\n');
}

function figures(s: Score) {
  const precision = s.extracted ? s.correct / s.extracted : s.labels ? 0 : 1;
  const recall = s.labels ? s.correct / s.labels : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}
const fmt = (s: Score) => {
  const { precision, recall, f1 } = figures(s);
  const standard = s.standardSet
    ? `std+band ${s.standardCorrect ? (s.standard / s.standardCorrect).toFixed(3) : '-'}` +
      (s.inclusionLabels ? ` incl ${(s.inclusionsRight / s.inclusionLabels).toFixed(3)}` : '')
    : `mapped ${s.correct ? (s.mapped / s.correct).toFixed(2) : '-'}`;
  const unconfirmed = s.unconfirmed
    ? ` | unconfirmed ${s.unconfirmed} (${s.unconfirmedCorrect} right)`
    : '';
  return `published ${s.extracted}, labels ${s.labels}, correct ${s.correct} | P ${precision.toFixed(3)} R ${recall.toFixed(3)} F1 ${f1.toFixed(3)} | ${standard}${unconfirmed}`;
};
const add = (a: Score, b: Score): Score => ({
  extracted: a.extracted + b.extracted,
  labels: a.labels + b.labels,
  correct: a.correct + b.correct,
  standard: a.standard + b.standard,
  standardSet: a.standardSet + b.standardSet,
  standardCorrect: a.standardCorrect + b.standardCorrect,
  mapped: a.mapped + b.mapped,
  inclusionLabels: a.inclusionLabels + b.inclusionLabels,
  inclusionsRight: a.inclusionsRight + b.inclusionsRight,
  unconfirmed: a.unconfirmed + b.unconfirmed,
  unconfirmedCorrect: a.unconfirmedCorrect + b.unconfirmedCorrect,
});

async function main() {
  const renderer = render ? await import('../services/scraper-worker/src/crawling/render') : null;
  const browser = renderer ? await renderer.launchBrowser() : null;
  let all: Score = zero();
  try {
    for (const folder of folders) {
      const labels = JSON.parse(await readFile(path.join(folder, 'labels.json'), 'utf8')) as Record<
        string,
        PageLabels
      >;
      let folderStatic: Score = zero();
      let folderJs: Score = zero();
      console.log(`\n${folder}`);
      for (const [file, page] of Object.entries(labels)) {
        let html = await readFile(path.join(folder, file), 'utf8');
        if (page.needsJavaScript) {
          if (!browser || !renderer) continue;
          html = await renderer.renderOffline(browser, html, page.url);
        }
        const items = extractServices(html, {
          url: page.url,
          country: page.country,
          minConfidence,
        });
        const s = score(items, page.services, file);
        console.log(`  ${file.padEnd(28)} ${fmt(s)}`);
        if (page.needsJavaScript) folderJs = add(folderJs, s);
        else folderStatic = add(folderStatic, s);
      }
      console.log(`  STATIC ${fmt(folderStatic)}`);
      if (render) console.log(`  RENDERED (JavaScript pages) ${fmt(folderJs)}`);
      all = add(all, folderStatic);
    }
    if (folders.length > 1) console.log(`\nALL FOLDERS, STATIC ${fmt(all)}`);
    console.log(`\nReliability (every scored item, published or not)\n${reliabilityTable()}`);
  } finally {
    await browser?.close();
  }
}

void main();
