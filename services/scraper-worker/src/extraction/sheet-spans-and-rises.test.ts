import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const page = (body: string, url = 'https://vets.example.co.uk/fees') =>
  extractServices(`<html><body>${body}</body></html>`, { url });
const published = (body: string) =>
  page(body)
    .filter((s) => s.published)
    .map((s) => [s.standardService, s.band, s.priceMin, s.priceMax]);

describe('a merged cell over every pet column beside a details and a change column', () => {
  it('when one price spans the cat and every dog column, then it is one price for any pet', () => {
    const body = `<table><tr><td>Service</td><td>Details</td><td>Cat</td><td>Dog under 10 kg</td>
<td>Dog 10–25 kg</td><td>Dog 25–40 kg</td><td>Dog 40 kg +</td><td>Notes</td></tr>
<tr><td>First consultation</td><td>15 minutes with a vet</td><td colspan="5">£47.00</td><td>new</td></tr>
<tr><td>Nail clipping</td><td></td><td colspan="5">£14.00</td><td></td></tr>
<tr><td>Castration</td><td>day patient</td><td>£95.00</td><td>£240.00</td><td>£270.00</td><td>£300.00</td><td>£330.00</td><td></td></tr></table>`;
    expect(published(body)).toEqual([
      ['first-consultation', 'any', 47, 47],
      ['nail-clipping', 'any', 14, 14],
      ['castration', 'cat', 95, 95],
      ['castration', 'dog_small', 240, 240],
      ['castration', 'dog_medium', 270, 270],
      ['castration', 'dog_large', 300, 300],
      ['castration', 'dog_xlarge', 330, 330],
      ['castration', 'dog_giant', 330, 330],
    ]);
  });
});

describe('a price rise told as a table of this year and next', () => {
  it('when the columns are headed by years or dates, then only the latest column is the price', () => {
    const body = `<h2>Everyday fees</h2><table><tr><th>Service</th><th>2026</th><th>From 1 Feb 2027</th></tr>
<tr><td>First consultation</td><td>£46.00</td><td><strong>£48.00</strong></td></tr>
<tr><td>Nail trim</td><td>£12.00</td><td><strong>£13.00</strong></td></tr>
<tr><td>Euthanasia</td><td>£105.00</td><td><strong>£112.00</strong></td></tr></table>`;
    expect(published(body)).toEqual([
      ['first-consultation', 'any', 48, 48],
      ['nail-clipping', 'any', 13, 13],
      ['euthanasia', 'any', 112, 112],
    ]);
  });

  it('when one column is headed by a year, then it is still read as a price column', () => {
    const body = `<table><tr><th>Service</th><th>Prices 2027</th></tr>
<tr><td>First consultation</td><td>£48.00</td></tr><tr><td>Nail trim</td><td>£13.00</td></tr></table>`;
    expect(published(body)).toEqual([
      ['first-consultation', 'any', 48, 48],
      ['nail-clipping', 'any', 13, 13],
    ]);
  });
});

describe('a footnote mark that makes a price a starting price', () => {
  it('when the footnote of † says "Starting price", then a price marked † is a from price', () => {
    const body = `<p>Prices marked <sup>*</sup> include VAT; see the notes below for <sup>†</sup>.</p>
<h4>Cats</h4><table><thead><tr><th>Service</th><th>Fee</th></tr></thead><tbody>
<tr><td>Castration</td><td>£95.00<sup>*</sup></td></tr>
<tr><td>Dental scale &amp; polish</td><td>£275.00<sup>*†</sup></td></tr></tbody></table>
<div class="notes"><p><sup>*</sup> Price includes VAT at 20%.</p>
<p><sup>†</sup> Starting price: the final fee depends on what we find.</p></div>`;
    expect(published(body)).toEqual([
      ['castration', 'cat', 95, 95],
      ['dental-assessment', 'cat', 275, null],
    ]);
  });
});

describe('prices for trade accounts only', () => {
  it('when a list is introduced as not available to the public, then its prices are not the list price', () => {
    const body = `<h2>Fees</h2><p>All prices include VAT at 20%.</p><ul><li>Microchipping: £21.00</li><li>Cat castration: £95.00</li></ul>
<h2>Breeder &amp; rescue accounts</h2><p>Registered breeders and rescue charities with a trade account are
invoiced at account rates. These are not available to the public and exclude VAT:</p>
<ul><li>Microchipping, per puppy (litters of 4 or more): £12.50 + VAT</li>
<li>Rescue cat neutering: £62.50 + VAT</li></ul>`;
    expect(published(body)).toEqual([
      ['microchipping', 'any', 21, 21],
      ['castration', 'cat', 95, 95],
    ]);
  });
});

describe('a grid row of several bare prices under pet columns the reader did not place', () => {
  const row = (name: string, cells: string[]) =>
    `<div role="row" class="contents"><div role="rowheader">${name}</div>${cells
      .map((c) => `<div role="cell">${c}</div>`)
      .join('')}</div>`;
  it('when a name is followed by several bare prices, then the first is not its price for any pet', () => {
    const body = `<h2>Fees</h2><div role="table" class="grid grid-cols-3">
${row('First consultation', ['£45.00'])}${row('Nurse consultation', ['£22.00'])}${row('Nail clipping', ['£14.00'])}
${row('Castration', ['£110.00', '£270.00', '£310.00'])}${row('Euthanasia', ['£125.00', '£165.00', '£195.00'])}</div>`;
    expect(published(body)).toEqual([
      ['first-consultation', 'any', 45, 45],
      ['nurse-consultation', 'any', 22, 22],
      ['nail-clipping', 'any', 14, 14],
    ]);
  });
});

describe('amounts that restate or compare with another price', () => {
  it('when a card says "That\'s £191.88 a year" under a monthly plan price, then the yearly sum is not a price', () => {
    const body = `<article><h3>Small dog plan</h3><p>Health Plan</p><ul><li><span>Dog up to 25 kg</span>
<span>£15.99</span><span>/month</span></li></ul><p>That's £191.88 a year. Saves up to £132 a year.</p></article>
<h2>Fees</h2><ul><li>Nail clipping: £14.00</li><li>Microchipping: £19.95</li></ul>`;
    const amounts = page(body)
      .filter((s) => s.published)
      .map((s) => s.priceMin);
    expect(amounts).not.toContain(191.88);
    expect(amounts).toContain(14);
  });

  it("when a promotion gives the normal price in brackets, then that price is not the promoted service's", () => {
    const body = `<div class="promo-bar">March Microchip Month: microchipping <strong>FREE</strong> with any
vaccination (normally £19.95). Ends 31/03/2027.</div>
<h2>Fees</h2><ul><li>Nail clipping: £14.00</li><li>Vaccination booster: £62.00</li></ul>`;
    expect(published(body)).toEqual([
      ['nail-clipping', 'any', 14, 14],
      ['vaccination-booster', 'any', 62, 62],
    ]);
  });
});

describe('insurance excesses and yearly sums of monthly plans', () => {
  it("when a note gives typical policy excesses or a plan's yearly sum, then neither is a price", () => {
    const body = `<h2>Fees</h2><ul><li>Nail clipping: £14.00</li><li>Microchipping: £19.95</li></ul>
<p>Insured? Policy excesses are typically £99–£150 per condition.</p>
<p>The Health Plan includes vaccinations and two health checks a year (cat plan: £174.00 a year if paid monthly).</p>`;
    expect(published(body)).toEqual([
      ['nail-clipping', 'any', 14, 14],
      ['microchipping', 'any', 19.95, 19.95],
    ]);
  });
});

describe('an email laid out in one-column tables', () => {
  it('when a one-cell table holds a heading and lines of prices, then the lines are read', () => {
    const body = `<table class="mcnTextContentContainer"><tbody><tr><td class="mcnTextContent">
<h2>Vaccinations</h2><p><strong>Kitten first course</strong>: <strong>£76.00</strong>
<span style="color:#999999;">(was £72.00)</span><br><strong>Annual booster – cat</strong>: <strong>£56.00</strong>
<span style="color:#999999;">(was £54.00)</span><br></p></td></tr></tbody></table>`;
    expect(published(body)).toEqual([
      ['vaccination-primary-course', 'cat', 76, 76],
      ['vaccination-booster', 'cat', 56, 56],
    ]);
  });
});

describe('promotions and account credits', () => {
  it('when a price is paid "instead of" another, or is an account credit, then it is no list price', () => {
    const body = `<h2>Fees</h2><ul><li>Nail clipping: £14.00</li><li>Microchipping: £19.95</li></ul>
<p>£40 off any dental scale &amp; polish booked for February – pay just £255.00 instead of £295.00.</p>
<p>Refer a friend: they get a free nail trim and you get a £15 account credit.</p>`;
    const amounts = page(body)
      .filter((s) => s.published)
      .map((s) => s.priceMin);
    expect(amounts).not.toContain(255);
    expect(amounts).not.toContain(15);
    expect(amounts).toContain(14);
  });
});

describe('a table titled by pets of two species and a weight', () => {
  it('when the title is "Cats and dogs under 10 kg", then its prices are the cat and small-dog prices', () => {
    const body = `<h2>4. Diagnostics</h2><h4>Cats and dogs under 10 kg</h4><table><tr><th>Service</th><th>Fee</th></tr>
<tr><td>X-ray</td><td>£295.00</td></tr></table><h4>Dogs 10 kg and over</h4><table><tr><th>Service</th><th>Fee</th></tr>
<tr><td>X-ray</td><td>£345.00</td></tr></table>`;
    expect(published(body)).toEqual([
      ['x-ray', 'cat', 295, 295],
      ['x-ray', 'dog_small', 295, 295],
      ['x-ray', 'dog_medium', 345, 345],
      ['x-ray', 'dog_large', 345, 345],
      ['x-ray', 'dog_xlarge', 345, 345],
      ['x-ray', 'dog_giant', 345, 345],
    ]);
  });
});

describe('a line giving each price and then its pet', () => {
  it('when a line reads "Plan: £11.50 a month for cats and £13.50 a month for dogs", then each price is its pet\'s', () => {
    const body = `<h4>Pet health club</h4><p>Kingsmere Pet Club: £11.50 a month for cats and £13.50 a month for dogs of any size.</p>`;
    expect(published(body)).toEqual([
      ['pet-care-plan', 'cat', 11.5, 11.5],
      ['pet-care-plan', 'dog_small', 13.5, 13.5],
      ['pet-care-plan', 'dog_medium', 13.5, 13.5],
      ['pet-care-plan', 'dog_large', 13.5, 13.5],
      ['pet-care-plan', 'dog_xlarge', 13.5, 13.5],
      ['pet-care-plan', 'dog_giant', 13.5, 13.5],
    ]);
  });
});
