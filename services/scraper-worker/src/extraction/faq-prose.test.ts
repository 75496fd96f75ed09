import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string, url = 'https://hollybrook-vets.example.co.uk/faq') =>
  extractServices(`<html><body>${body}</body></html>`, { url });
const bandsOf = (items: ReturnType<typeof read>, price: number) =>
  items
    .filter((i) => i.priceMin === price && i.published)
    .map((i) => i.band)
    .sort();
const DOGS = ['dog_giant', 'dog_large', 'dog_medium', 'dog_small', 'dog_xlarge'];

describe('prices given per pet in sentences', () => {
  it('when a price is followed by "(dogs only)", then it is published for each dog band, not for any pet', () => {
    const items = read(`<p>A nail trim is £12.00. The annual booster is £38.50 (dogs only).</p>`);
    expect(bandsOf(items, 38.5)).toEqual(DOGS);
  });

  it('when a weight band after a price says "from 10 kg up to 25 kg", then the price is for that band', () => {
    const items = read(
      `<p>Dog neutering is £190.00 for a dog under 10 kg, £240.00 from 10 kg up to 25 kg and £300.00 for dogs of 25 kg or more.</p>`,
    );
    expect(bandsOf(items, 240)).toEqual(['dog_medium']);
  });

  it('when a sentence names the dog’s weight before the price ("for a dog of 10 kg up to 25 kg is £x"), then the price is for that band only', () => {
    const items = read(
      `<p>Neutering for a dog of 10 kg up to 25 kg is £260.00. Other sizes: £110.00 for a cat, £215.00 under 10 kg.</p>`,
    );
    expect(bandsOf(items, 260)).toEqual(['dog_medium']);
  });

  it('when a sentence gives one price "for all dogs", then it is published for each dog band', () => {
    const items = read(
      `<p>The kennel cough vaccine, squirted up the nose, is £41 for all dogs.</p>`,
    );
    expect(bandsOf(items, 41)).toEqual(DOGS);
    expect(items[0]?.evidence.bandSource).toBe('all dogs');
  });

  it('when a price is for "cats and dogs alike", then it is one price for every pet', () => {
    const items = read(
      `<p>Microchipping is £21 for cats and dogs alike, registration included.</p>`,
    );
    expect(bandsOf(items, 21)).toEqual(['any']);
  });

  it('when a price holds "whatever the size of your pet", then it is one price for every pet', () => {
    const items = read(`<p>Nail clipping with a nurse is £13, whatever the size of your pet.</p>`);
    expect(bandsOf(items, 13)).toEqual(['any']);
  });

  it('when weights follow each price of a sentence, then each price has its own dog band', () => {
    const items = read(
      `<p>For dogs, castration is £250 under 10 kg, £280 from 10 to 25 kg and £315 from 25 to 40 kg.</p>`,
    );
    expect(bandsOf(items, 250)).toEqual(['dog_small']);
    expect(bandsOf(items, 280)).toEqual(['dog_medium']);
    expect(bandsOf(items, 315)).toEqual(['dog_large']);
  });

  it('when a second clause says "a puppy\'s costs", then the first clause\'s service is priced for the puppy', () => {
    const items = read(
      `<p>A kitten's primary vaccination course costs £77, and a puppy's costs £86.</p>`,
    );
    expect(bandsOf(items, 77)).toEqual(['cat']);
    expect(bandsOf(items, 86)).toEqual(DOGS);
  });
});

describe('FAQ answers', () => {
  it('when an answer opens "Comptez 45 € pour une consultation", then the service after the price names it', () => {
    const items = read(
      `<details open><summary>Combien coûte une consultation ?</summary>
       <p>Comptez 47 € pour une consultation de médecine générale, chien ou chat.</p></details>`,
      'https://clinique-des-tilleuls.example.fr/faq',
    );
    const consult = items.find((i) => i.priceMin === 47);
    expect(consult?.name.toLowerCase()).toContain('consultation de médecine générale');
    expect(consult?.published).toBe(true);
  });

  it('when an answer prices a cat and a dog without naming the service, then the question names it', () => {
    const items = read(
      `<details><summary>Combien coûte une euthanasie ?</summary>
       <p>Nous facturons 62 € pour un chat et 94 € pour un chien. La crémation est en supplément.</p></details>`,
      'https://clinique-des-tilleuls.example.fr/faq',
    );
    const cat = items.find((i) => i.priceMin === 62);
    const dog = items.find((i) => i.priceMin === 94);
    expect(cat?.name.toLowerCase()).toContain('euthanasie');
    expect(cat?.species).toBe('Cat');
    expect(dog?.species).toBe('Dog');
  });

  it('when the same service is printed "from £X" and again as a band table, then only the table prices are published', () => {
    const items = read(`<p>Dental scale and polish starts at £260 for cats.</p>
      <table><tr><th>Dental scale and polish</th><th>Cat</th><th>Dog up to 10 kg</th><th>Dog 10–25 kg</th></tr>
      <tr><td>Dental scale and polish</td><td>£260</td><td>£290</td><td>£320</td></tr></table>`);
    expect(
      items
        .filter((i) => i.published)
        .map((i) => [i.priceMin, i.priceMax])
        .sort(),
    ).toEqual([
      [260, 260],
      [290, 290],
      [320, 320],
    ]);
  });

  it('when "Additional pet on the same trip" follows a priced service, then it is priced as that service', () => {
    const items = read(`<h3>Travelling abroad?</h3><ul>
      <li>Animal health certificate – £180</li>
      <li>Additional pet on the same trip – £60</li></ul>`);
    const extra = items.find((i) => i.priceMin === 60);
    expect(extra?.standardService).toBe('animal-health-certificate');
  });

  it('when a list under a standard service heading names only pets or sizes, then the heading names the service', () => {
    const items = read(`<h2>Hollybrook Health Plan</h2><ul>
      <li>Cat: £12.50 a month</li><li>Dog under 10 kg: £15.50 a month</li></ul>`);
    expect(items.find((i) => i.priceMin === 12.5)).toMatchObject({
      standardService: 'pet-care-plan',
      band: 'cat',
      published: true,
    });
  });

  it("when a care plan's section prices it a month per pet in a sentence, then each pet's monthly price is the plan's", () => {
    const items = read(`<h2>Riverside Pet Health Club</h2>
      <p>Spread the cost: <b>£15.25 a month</b> for cats and <b>£20.75 a month</b> for dogs of every size. It covers the yearly booster, flea and worm treatment and two nurse checks.</p>`);
    expect(bandsOf(items, 15.25)).toEqual(['cat']);
    expect(bandsOf(items, 20.75)).toEqual(DOGS);
    expect(items.every((i) => i.standardService === 'pet-care-plan')).toBe(true);
  });
});
