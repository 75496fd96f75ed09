/**
 * Precision, recall and F1 of the price extractor over folders of pages + labels.json.
 *   npx tsx bench/extraction-eval.ts [--dir FOLDER ...] [--render] [--verbose] [--min-confidence N]
 * Default folders: ../shared/scraper-pages and ../shared/scraper-pages-cma (the UK standard price
 * list set) beside the repository, the worker's own fixtures, and its blind pages (fixtures/blind,
 * blind-2, blind-3, blind-4 and blind-5: each labelled before the extractor first saw them).
 * --min-confidence overrides the stored-service threshold, to measure the trade-off.
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

function score(all: ExtractedService[], labels: Label[], page: string): Score {
  const standardSet = labels.some((l) => 'standardService' in l);
  const items = standardSet ? all : atLabelGranularity(all);
  const labelOf = new Map<number, number>();
  const used = new Set<number>();
  // Exact matches first (service, band and price), then price-only matches for the rest.
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
      if (verbose && standardSet) {
        const l = labels[hit]!;
        console.log(
          `  WRONG ${page}: ${item.name} ${item.priceMin} -> ${item.standardService}/${item.band}, label ${l.standardService}/${l.band}`,
        );
      }
    } else if (verbose)
      console.log(
        `  FP ${page}: ${item.name} ${item.priceMin}-${item.priceMax} ${item.currency} ${item.standardService}/${item.band}`,
      );
  });
  if (verbose)
    labels.forEach(
      (l, i) =>
        !used.has(i) &&
        console.log(
          `  FN ${page}: ${l.name} ${l.priceMin}-${l.priceMax} ${l.currency} ${l.standardService ?? ''}/${l.band ?? ''}`,
        ),
    );
  let inclusionLabels = 0;
  let inclusionsRight = 0;
  for (const [k, i] of labelOf) {
    const label = labels[i]!;
    if (!label.inclusions) continue;
    inclusionLabels++;
    const got = [...(items[k]!.inclusions ?? [])].sort().join('|');
    if (got === [...label.inclusions].sort().join('|')) inclusionsRight++;
    else if (verbose) console.log(`  INCL ${page}: ${label.name}/${label.band}: ${got || '-'}`);
  }
  return {
    extracted: items.length,
    labels: labels.length,
    correct: labelOf.size,
    standard: standardSet ? standard : 0,
    standardSet: standardSet ? labels.length : 0,
    standardCorrect: standardSet ? labelOf.size : 0,
    mapped: [...labelOf.keys()].filter((k) => items[k]!.standardService).length,
    inclusionLabels,
    inclusionsRight,
  };
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
  return `extracted ${s.extracted}, labels ${s.labels}, correct ${s.correct} | P ${precision.toFixed(3)} R ${recall.toFixed(3)} F1 ${f1.toFixed(3)} | ${standard}`;
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
  } finally {
    await browser?.close();
  }
}

void main();
