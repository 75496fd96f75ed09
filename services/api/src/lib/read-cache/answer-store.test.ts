import { describe, expect, it } from 'vitest';
import { createAnswerStore, type KeptAnswer } from './answer-store';

const ALWAYS = { from: -Infinity, until: Infinity };

/** A kept answer of `size` bytes. */
const answerOf = (size: number): KeptAnswer => ({
  answer: {
    bytes: Buffer.alloc(size),
    contentType: 'application/json',
    etag: 'W/"x"',
    encoded: {},
  },
  scopes: ['clinics'],
  versions: '1',
  route: '/api/vets/:id',
  sent: {},
});

describe('the answer store', () => {
  it('when it is full, then an answer asked for since it was kept outlives older unused ones', () => {
    const store = createAnswerStore({ maxEntries: 3, maxBytes: 1_000_000 });
    for (const url of ['/a', '/b', '/c']) store.set(url, answerOf(10), ALWAYS);
    expect(store.get('/a', 0)).toBeDefined();
    store.set('/d', answerOf(10), ALWAYS);
    expect(['/a', '/b', '/c', '/d'].map((url) => store.has(url))).toEqual([
      true,
      false,
      true,
      true,
    ]);
    store.set('/e', answerOf(10), ALWAYS);
    expect(['/a', '/c', '/d', '/e'].map((url) => store.has(url))).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('when every kept answer has been asked for, then a new one still finds room and the bounds hold', () => {
    const store = createAnswerStore({ maxEntries: 3, maxBytes: 1_000_000 });
    for (const url of ['/a', '/b', '/c']) store.set(url, answerOf(10), ALWAYS);
    for (const url of ['/a', '/b', '/c']) store.get(url, 0);
    store.set('/d', answerOf(10), ALWAYS);
    expect(store.size().entries).toBe(3);
    expect(store.has('/d')).toBe(true);
  });

  it('when the bytes pass their bound, then the oldest unused answers go until the new one fits', () => {
    const store = createAnswerStore({ maxEntries: 100, maxBytes: 30_000 });
    const urls = Array.from({ length: 12 }, (_, n) => `/${n}`);
    for (const url of urls) store.set(url, answerOf(500), ALWAYS);
    expect(store.size().entries).toBe(11);
    expect(store.size().bytes).toBeLessThanOrEqual(30_000);
    expect(store.has('/0')).toBe(false);
    expect(store.has('/11')).toBe(true);
  });

  it('when an answer is asked for outside its time, then it is not served and is dropped', () => {
    const store = createAnswerStore({ maxEntries: 10, maxBytes: 1_000_000 });
    store.set('/a', answerOf(10), { from: 100, until: 200 });
    expect(store.get('/a', 150)).toBeDefined();
    expect(store.get('/a', 200)).toBeUndefined();
    expect(store.has('/a')).toBe(false);
  });
});
