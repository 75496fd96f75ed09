export interface PlannedPage {
  url: string;
  score: number;
  depth: number;
}

const MAX_DEPTH = 2;

/**
 * The pages a crawl means to read, best first, and the addresses it has read. A redirect that
 * lands on a planned page marks it read, so that page is not fetched a second time.
 */
export class Frontier {
  readonly visited = new Set<string>();
  private readonly queue = new Map<string, PlannedPage>();
  fetched = 0;

  constructor(private readonly maxPages: number) {}

  plan(url: string, score: number, depth: number) {
    if (this.visited.has(url) || score <= 0 || depth > MAX_DEPTH) return;
    const known = this.queue.get(url);
    if (!known || known.score < score) this.queue.set(url, { url, score, depth });
  }

  /** The best page not read yet, marked read; null when none is left or the page limit is reached. */
  next(): PlannedPage | null {
    while (this.fetched < this.maxPages && this.queue.size > 0) {
      const best = [...this.queue.values()].sort((a, b) => b.score - a.score)[0]!;
      this.queue.delete(best.url);
      if (this.visited.has(best.url)) continue;
      this.visited.add(best.url);
      return best;
    }
    return null;
  }

  /** A page the crawl stopped before reading: still counted as planned. */
  putBack(page: PlannedPage) {
    this.visited.delete(page.url);
    this.queue.set(page.url, page);
  }

  get planned(): number {
    const pending = [...this.queue.keys()].filter((url) => !this.visited.has(url)).length;
    return Math.min(this.maxPages, this.fetched + pending);
  }

  progress() {
    return { pagesFetched: this.fetched, pagesPlanned: this.planned };
  }
}
