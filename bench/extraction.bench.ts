/**
 * Price extraction speed, extraction alone (no network, no rendering):
 *   npx tsx bench/extraction.bench.ts
 * Reads every static page of ../shared/scraper-pages and the worker's own fixture pages, warms up,
 * then extracts them round-robin for BENCH_SECONDS (default 5) and prints pages per second.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractServices } from '../services/scraper-worker/src/extraction/extract-prices';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders = [
  path.resolve(repoRoot, '../shared/scraper-pages'),
  path.join(repoRoot, 'services/scraper-worker/fixtures/pages'),
];
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

interface Page {
  file: string;
  html: string;
  url: string;
  country?: string;
}

async function loadPages(): Promise<Page[]> {
  const pages: Page[] = [];
  for (const folder of folders) {
    const labels = JSON.parse(await readFile(path.join(folder, 'labels.json'), 'utf8')) as Record<
      string,
      { url: string; country?: string; needsJavaScript?: boolean }
    >;
    for (const file of (await readdir(folder)).filter((f) => f.endsWith('.html'))) {
      const label = labels[file];
      if (!label || label.needsJavaScript) continue;
      pages.push({
        file,
        html: await readFile(path.join(folder, file), 'utf8'),
        url: label.url,
        country: label.country,
      });
    }
  }
  return pages;
}

async function main() {
  const pages = await loadPages();
  const bytes = pages.reduce((n, p) => n + Buffer.byteLength(p.html), 0);
  for (const page of pages) extractServices(page.html, { url: page.url, country: page.country });
  let done = 0;
  let services = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    const page = pages[done % pages.length]!;
    services += extractServices(page.html, { url: page.url, country: page.country }).length;
    done++;
  }
  const elapsed = (performance.now() - started) / 1000;
  const perSecond = done / elapsed;
  console.log(
    `${pages.length} pages (${(bytes / 1024).toFixed(0)} KB, ${(bytes / pages.length / 1024).toFixed(1)} KB each on average)`,
  );
  console.log(`${done} extractions in ${elapsed.toFixed(1)} s, one thread:`);
  console.log(
    `  ${perSecond.toFixed(0)} pages/s, ${((perSecond * bytes) / pages.length / 1024 / 1024).toFixed(2)} MB/s, ${(1000 / perSecond).toFixed(2)} ms per page`,
  );
  console.log(`  ${(services / done).toFixed(1)} services per page`);
}

void main();
