import { createHash } from 'node:crypto';

/**
 * Deterministic ids: the same key gives the same UUID on every run and every machine, which is
 * what makes seeding idempotent (a second run meets its own rows and skips them).
 */
export function seedId(key: string): string {
  const hex = createHash('sha1').update(`petvet-seed:${key}`).digest('hex');
  // Shaped as a version-5 UUID (name-based, SHA-1) so it passes strict UUID checks.
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** mulberry32: a small seeded PRNG, so demo data is the same on every run. */
export function createRandom(seedText: string) {
  let state = parseInt(createHash('sha1').update(seedText).digest('hex').slice(0, 8), 16);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** k distinct items, order kept stable. */
    sample: <T>(items: readonly T[], k: number): T[] => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(k, items.length)) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

/** Today's date (YYYY-MM-DD) in a time zone. */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

export const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
