import type { Encoding, PreparedAnswer } from '../../middleware/compression';
import type { DataScope } from './data-versions';

/** A public answer with what it takes to send it again without its handler. */
export interface KeptAnswer {
  answer: PreparedAnswer;
  /** Every scope whose tables the answer read, and their versions then (in the same order). */
  scopes: readonly DataScope[];
  versions: string;
  /** The route pattern that answered (never the URL: ids must not become metric labels). */
  route: string;
  /**
   * Each encoding as the whole stack last sent it (every header but the request's own, and the
   * body), so the front of the app can send it again as it is.
   */
  sent: Partial<Record<Encoding, SentForm>>;
}

/** An answer's status line onwards as sent once: header names and values in one list, the body. */
export interface SentForm {
  headers: string[];
  body: Buffer;
}

/**
 * What an entry holds besides its bytes and key: its objects, tag, versions and the header list
 * it is sent with (measured: 25,000 kept answers of 2 KB grew the process by about 4 KB each).
 */
const ENTRY_OVERHEAD = 1_536;

interface Kept {
  kept: KeptAnswer;
  /** Served only from this moment (ms on the app's clock) until before the next. */
  valid: Validity;
  /** Charged against the byte bound: the bytes, room for their encodings, the key, the objects. */
  cost: number;
  /** Served since eviction last passed it: it gets a second chance. */
  used: boolean;
}

/** When a kept answer is right: from..until (ms); -Infinity..Infinity when time does not matter. */
export interface Validity {
  from: number;
  until: number;
}

export interface AnswerStoreLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * The latest answer to each question (a normalized URL), bounded by count and by bytes, evicted
 * in the order of a clock: a hit only marks its entry used; eviction walks from the oldest, lets
 * an entry used since it last passed move to the back once, and drops the first unused one. A
 * hit never reorders the Map: on a Map of 20,000 entries a delete and re-insert per hit cost
 * 40 us (V8 rehashes its table), against 8 ns for the mark. One answer per question: an answer
 * read at newer versions replaces the older one, which no request can be served any more.
 */
export function createAnswerStore(limits: AnswerStoreLimits) {
  const entries = new Map<string, Kept>();
  let bytes = 0;

  const drop = (url: string, kept: Kept) => {
    entries.delete(url);
    bytes -= kept.cost;
  };

  /** Drops the oldest answer not asked for since eviction last passed it (see above). */
  function evictOne(): void {
    for (const [url, entry] of entries) {
      if (!entry.used) {
        drop(url, entry);
        return;
      }
      entry.used = false;
      entries.delete(url);
      entries.set(url, entry);
    }
  }

  return {
    /** Whether any answer to this question is kept (cheap: no clock, no order change). */
    has: (url: string): boolean => entries.has(url),

    get(url: string, at: number): KeptAnswer | undefined {
      const kept = entries.get(url);
      if (!kept) return undefined;
      // Outside its time the answer is dropped: the clock only moves on, except a test's.
      if (at < kept.valid.from || at >= kept.valid.until) {
        drop(url, kept);
        return undefined;
      }
      kept.used = true;
      return kept.kept;
    },

    set(url: string, kept: KeptAnswer, valid: Validity): void {
      const cost = kept.answer.bytes.length * 2 + url.length * 2 + ENTRY_OVERHEAD;
      if (cost > limits.maxBytes / 8) return; // one huge answer must not empty the whole store
      const old = entries.get(url);
      if (old) drop(url, old);
      // Room first, then the new answer: it is never the one evicted to make room for itself.
      while (
        entries.size > 0 &&
        (entries.size + 1 > limits.maxEntries || bytes + cost > limits.maxBytes)
      ) {
        evictOne();
      }
      entries.set(url, { kept, valid, cost, used: false });
      bytes += cost;
    },

    size: () => ({ entries: entries.size, bytes }),
  };
}

export type AnswerStore = ReturnType<typeof createAnswerStore>;
