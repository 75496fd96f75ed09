import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string) =>
  extractServices(`<html><body><main>${body}</main></body></html>`, {
    url: 'https://brackenfield-vets.example.co.uk/prices',
  });
const published = (items: ReturnType<typeof read>) =>
  items
    .filter((i) => i.published)
    .map((i) => `${i.standardService}/${i.band}/${i.priceMin}`)
    .sort();

describe('a markdown table and strikes published unrendered', () => {
  it('when a table is written as "|" paragraphs under a "|---|" rule, then each price has its column band', () => {
    const items = read(
      `<p>| Service | Cat | Dog &lt;10kg | Dog 10-25kg |</p><p>|---|---|---|---|</p>
       <p>| Castration | £86.25 | £112.50 | £133.50 |</p><p>| Euthanasia | £118.25 | £152.75 | £164.75 |</p>`,
    );
    expect(published(items)).toEqual([
      'castration/cat/86.25',
      'castration/dog_medium/133.5',
      'castration/dog_small/112.5',
      'euthanasia/cat/118.25',
      'euthanasia/dog_medium/164.75',
      'euthanasia/dog_small/152.75',
    ]);
  });

  it('when only two paragraphs hold pipes, then they stay lines of text', () => {
    const items = read(`<p>| Consultation | £45.00 |</p><p>| Nail clip | £12.00 |</p>`);
    expect(published(items)).toEqual(['first-consultation/any/45', 'nail-clipping/any/12']);
  });

  it('when a price is struck with tildes, then only the price after it is read', () => {
    const items = read(`<ul><li>Microchip: ~~£19.25~~ £21.25 (new lower price!)</li></ul>`);
    expect(items.map((i) => i.priceMin)).toEqual([21.25]);
  });
});
