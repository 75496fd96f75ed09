import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string, url = 'https://fenwick-lane-vets.example.co.uk/fees') =>
  extractServices(`<html><body><main>${body}</main></body></html>`, { url });
const published = (items: ReturnType<typeof read>) =>
  items
    .filter((i) => i.published)
    .map((i) => `${i.standardService ?? i.name}/${i.band}/${i.priceMin}-${i.priceMax}`)
    .sort();

describe('answers, starting prices and lines that open with their price', () => {
  it('when a sentence gives a dog weight band with no "under" or "from", then the price is that band', () => {
    const items = read(
      `<p>Neutering a male dog costs £190 for a dog 10–25kg and £230 for a dog 25–40kg.</p>`,
    );
    expect(published(items)).toEqual([
      'castration/dog_large/230-230',
      'castration/dog_medium/190-190',
    ]);
  });

  it('when an answer says only "It is £x", then the question above it names the service', () => {
    const items = read(
      `<section><h3>How much is an echocardiogram?</h3><div><p>It is £281.50.</p></div></section>
       <section><h3>What do you charge for a pet passport?</h3><div><p>The fee is £120.</p></div></section>`,
    );
    expect(published(items)).toContain('echocardiogram/any/281.5-281.5');
    expect(items.find((i) => i.priceMin === 120)?.name).toMatch(/passport/i);
  });

  it('when the sentence after per-pet prices says they are starting prices, then each is a "from" price', () => {
    const items = read(
      `<p>A CT scan is £540 for a cat and £700 for a dog under 10kg. These are starting prices; the final fee depends on the area scanned.</p>`,
    );
    expect(published(items)).toEqual(['ct-scan/cat/540-null', 'ct-scan/dog_small/700-null']);
  });

  it('when lines open with their price and name the service after it, then the words after name it', () => {
    const items = read(
      `<h1>What things cost</h1><ul><li><span>£30.00</span> — Follow-up consultation</li><li><span>£14.50</span> — Nail clip</li></ul>`,
    );
    expect(published(items)).toEqual([
      'nail-clipping/any/14.5-14.5',
      'repeat-consultation/any/30-30',
    ]);
  });

  it('when a service holds a nested list of "price — pet" lines, then each price is that pet band', () => {
    const items = read(
      `<ul><li><b>Castration</b><ul><li><span>£145.50</span> — cat</li><li><span>£177.00</span> — dog under 10kg</li><li><span>£217.00</span> — dog 10–25kg</li></ul></li></ul>`,
    );
    expect(published(items)).toEqual([
      'castration/cat/145.5-145.5',
      'castration/dog_medium/217-217',
      'castration/dog_small/177-177',
    ]);
  });

  it('when band lines sit under a summary range of their service, then the range names them', () => {
    const items = read(
      `<details><summary><span>Castration</span> <span>£90.50 – £259.75</span></summary><p>Price depends on the size of your pet:</p>
       <ul><li>Cat: £90.50</li><li>Dog under 10 kg: £124.25</li><li>Dog over 60 kg: £259.75</li></ul></details>`,
    );
    expect(published(items)).toEqual([
      'castration/cat/90.5-90.5',
      'castration/dog_giant/259.75-259.75',
      'castration/dog_small/124.25-124.25',
    ]);
  });
});
