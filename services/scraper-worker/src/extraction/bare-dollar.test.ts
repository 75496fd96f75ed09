import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string, options: { url?: string; country?: string }) =>
  extractServices(`<html><body>${body}</body></html>`, options);

describe('a bare dollar sign', () => {
  const list = `<ul><li>Consultation $65.00</li><li>Microchip $45.00</li><li>Nail clipping $20.00</li></ul>`;

  it('when nothing on the page names a country, then its dollar prices are kept but not published', () => {
    const found = read(list, { url: 'https://clinic.example.com/fees' });
    expect(found.length).toBe(3);
    expect(found.filter((s) => s.published)).toEqual([]);
  });

  it('when the country is known, or the page says US$, then the same prices are published', () => {
    expect(
      read(list, { url: 'https://clinic.example.com/fees', country: 'US' }).every(
        (s) => s.published,
      ),
    ).toBe(true);
    const us = list.replaceAll('$', 'US$');
    expect(read(us, { url: 'https://clinic.example.com/fees' }).every((s) => s.published)).toBe(
      true,
    );
  });
});
