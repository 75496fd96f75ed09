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

interface Kept {
  kept: KeptAnswer;
  /** Served only from this moment (ms on the app's clock) until before the next. */
  valid: Validity;
  /** Charged against the byte bound: the bytes, room for their two encodings, and the key. */
  cost: number;
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
 * The latest answer to each question (a normalized URL), in least-recently-used order, bounded by
 * count and by bytes. One per question: an answer read at newer versions replaces the older one,
 * which no request can be served any more. A Map keeps insertion order, so moving a used entry
 * to the end and evicting from the front is the whole LRU.
 */
export function createAnswerStore(limits: AnswerStoreLimits) {
  const entries = new Map<string, Kept>();
  let bytes = 0;

  const drop = (url: string, kept: Kept) => {
    entries.delete(url);
    bytes -= kept.cost;
  };

  return {
    /** Whether any answer to this question is kept (cheap: no clock, no order change). */
    has: (url: string): boolean => entries.has(url),

    get(url: string, at: number): KeptAnswer | undefined {
      const kept = entries.get(url);
      if (!kept) return undefined;
      drop(url, kept);
      // Outside its time the answer is dropped: the clock only moves on, except a test's.
      if (at < kept.valid.from || at >= kept.valid.until) return undefined;
      entries.set(url, kept);
      bytes += kept.cost;
      return kept.kept;
    },

    set(url: string, kept: KeptAnswer, valid: Validity): void {
      const cost = kept.answer.bytes.length * 2 + url.length * 2 + 200;
      if (cost > limits.maxBytes / 8) return; // one huge answer must not empty the whole store
      const old = entries.get(url);
      if (old) drop(url, old);
      entries.set(url, { kept, valid, cost });
      bytes += cost;
      for (const [oldest, entry] of entries) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        drop(oldest, entry);
      }
    },

    size: () => ({ entries: entries.size, bytes }),
  };
}

export type AnswerStore = ReturnType<typeof createAnswerStore>;
