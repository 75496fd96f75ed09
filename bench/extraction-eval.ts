/**
 * Precision, recall and F1 of the price extractor over folders of pages + labels.json.
 *   npx tsx bench/extraction-eval.ts [--dir FOLDER ...] [--render] [--verbose] [--min-confidence N]
 * Default folders: ../shared/scraper-pages beside the repository, the worker's own fixtures, and
 * its blind pages (fixtures/blind, blind-2, blind-3, blind-4 and blind-5: each labelled before the extractor first
 * saw them). --min-confidence overrides the stored-service threshold, to measure the trade-off.
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
  correct: number;
}

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
  if (item.currency !== label.currency || !close(item.priceMin, label.priceMin)) return false;
  if (label.priceMax === null || item.priceMax === null) {
    if (label.priceMax !== item.priceMax) return false;
  } else if (!close(item.priceMax, label.priceMax)) return false;
  return namesMatch(item.name, label.name);
}

function score(items: ExtractedService[], labels: Label[], page: string): Score {
  const used = new Set<number>();
  let correct = 0;
  for (const item of items) {
    const hit = labels.findIndex((label, i) => !used.has(i) && matches(item, label));
    if (hit >= 0) {
      used.add(hit);
      correct++;
    } else if (verbose)
      console.log(`  FP ${page}: ${item.name} ${item.priceMin}-${item.priceMax} ${item.currency}`);
  }
  if (verbose)
    labels.forEach(
      (l, i) =>
        !used.has(i) &&
        console.log(`  FN ${page}: ${l.name} ${l.priceMin}-${l.priceMax} ${l.currency}`),
    );
  return { extracted: items.length, labels: labels.length, correct };
}

function figures(s: Score) {
  const precision = s.extracted ? s.correct / s.extracted : s.labels ? 0 : 1;
  const recall = s.labels ? s.correct / s.labels : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}
const fmt = (s: Score) => {
  const { precision, recall, f1 } = figures(s);
  return `extracted ${s.extracted}, labels ${s.labels}, correct ${s.correct} | P ${precision.toFixed(3)} R ${recall.toFixed(3)} F1 ${f1.toFixed(3)}`;
};
const add = (a: Score, b: Score): Score => ({
  extracted: a.extracted + b.extracted,
  labels: a.labels + b.labels,
  correct: a.correct + b.correct,
});

async function main() {
  const renderer = render ? await import('../services/scraper-worker/src/crawling/render') : null;
  const browser = renderer ? await renderer.launchBrowser() : null;
  let all: Score = { extracted: 0, labels: 0, correct: 0 };
  try {
    for (const folder of folders) {
      const labels = JSON.parse(await readFile(path.join(folder, 'labels.json'), 'utf8')) as Record<
        string,
        PageLabels
      >;
      let folderStatic: Score = { extracted: 0, labels: 0, correct: 0 };
      let folderJs: Score = { extracted: 0, labels: 0, correct: 0 };
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
