import type { PreparedAnswer } from '../../middleware/compression';

interface Kept {
  answer: PreparedAnswer;
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
 * Answers in least-recently-used order, bounded by count and by bytes. A Map keeps insertion
 * order, so moving a used entry to the end and evicting from the front is the whole LRU.
 */
export function createAnswerStore(limits: AnswerStoreLimits) {
  const entries = new Map<string, Kept>();
  let bytes = 0;

  const drop = (key: string, kept: Kept) => {
    entries.delete(key);
    bytes -= kept.cost;
  };

  return {
    get(key: string, at: number): PreparedAnswer | undefined {
      const kept = entries.get(key);
      if (!kept) return undefined;
      drop(key, kept);
      // Outside its time the answer is dropped: the clock only moves on, except a test's.
      if (at < kept.valid.from || at >= kept.valid.until) return undefined;
      entries.set(key, kept);
      bytes += kept.cost;
      return kept.answer;
    },

    set(key: string, answer: PreparedAnswer, valid: Validity): void {
      const cost = answer.bytes.length * 2 + key.length * 2 + 200;
      if (cost > limits.maxBytes / 8) return; // one huge answer must not empty the whole store
      const old = entries.get(key);
      if (old) drop(key, old);
      entries.set(key, { answer, valid, cost });
      bytes += cost;
      for (const [oldest, kept] of entries) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        drop(oldest, kept);
      }
    },

    size: () => ({ entries: entries.size, bytes }),
  };
}

export type AnswerStore = ReturnType<typeof createAnswerStore>;
