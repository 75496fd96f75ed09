import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const page = (body: string, url = 'https://vets.example.co.uk/fees') =>
  extractServices(`<html><body>${body}</body></html>`, { url });
const published = (body: string) =>
  page(body)
    .filter((s) => s.published)
    .map((s) => [s.standardService, s.band, s.priceMin, s.priceMax]);

describe('one price in every pet column of a row', () => {
  const head = `<tr><th>Service</th><th>Cats &amp; small dogs (under 10 kg)</th><th>Dogs 10–40 kg</th><th>Dogs 40 kg+</th></tr>`;

  it('when the columns together cover every pet and the row repeats one price, then it is one price for any pet', () => {
    const body = `<table>${head}<tr><td>Microchip</td><td>£22.00</td><td>£22.00</td><td>£22.00</td></tr>
<tr><td>Castration</td><td>£90.00</td><td>£250.00</td><td>£330.00</td></tr></table>`;
    expect(published(body)).toEqual([
      ['microchipping', 'any', 22, 22],
      ['castration', 'cat', 90, 90],
      ['castration', 'dog_small', 90, 90],
      ['castration', 'dog_medium', 250, 250],
      ['castration', 'dog_large', 250, 250],
      ['castration', 'dog_xlarge', 330, 330],
      ['castration', 'dog_giant', 330, 330],
    ]);
  });

  it('when the row repeats one price in only some columns, then each column keeps its bands', () => {
    const body = `<table><tr><th>Service</th><th>Cat</th><th>Dog</th></tr>
<tr><td>Booster</td><td>£50</td><td>£50</td></tr></table>`;
    expect(published(body).map((r) => r[1])).toEqual([
      'cat',
      'dog_small',
      'dog_medium',
      'dog_large',
      'dog_xlarge',
      'dog_giant',
    ]);
  });
});

describe('a cell or a sentence with a zero or a second price on conditions', () => {
  it('when a cell prices the first pet and each additional pet, then both are prices', () => {
    const body = `<table><tr><th>Service</th><th>Price</th></tr>
<tr><td>Animal Health Certificate</td><td>£185.00 first pet, £95.00 each additional pet (same trip)</td></tr></table>`;
    expect(published(body)).toEqual([
      ['animal-health-certificate', 'any', 185, 185],
      ['animal-health-certificate', 'any', 95, 95],
    ]);
  });

  it('when a cell gives £0.00 within some days, then a price, then both are prices', () => {
    const body = `<table><tr><th>Service</th><th>Price</th></tr>
<tr><td>Recheck (same condition)</td><td>£0.00 within 7 days, then £32.00</td></tr></table>`;
    expect(published(body)).toEqual([
      ['repeat-consultation', 'any', 0, 0],
      ['repeat-consultation', 'any', 32, 32],
    ]);
  });

  it('when a sentence says "£0 for a post-op check", then the check is free', () => {
    const body = `<p>Consultations: £49 (first), £0 for a post-op check, £35 for any other revisit.</p>`;
    const free = page(body).filter((s) => s.published && s.priceMin === 0);
    expect(free.map((s) => [s.name, s.priceMin, s.priceMax])).toEqual([['Post-op check', 0, 0]]);
  });

  it('when £0 stands for nothing priced ("£0 excess", "£0 deposit"), then it is no price', () => {
    const body = `<p>Insurance with £0 excess is available. Book with a £0 deposit.</p>`;
    expect(published(body)).toEqual([]);
  });
});

describe('first and further pets in a line', () => {
  it('when a line prices the first pet and each additional pet, then each price is named by its own pet', () => {
    const body = `<ul><li>Animal Health Certificate: £185 first pet, £95 each additional pet</li></ul>`;
    expect(page(body).map((s) => [s.name, s.priceMin])).toEqual([
      ['Animal Health Certificate (first pet)', 185],
      ['Animal Health Certificate (each additional pet)', 95],
    ]);
  });
});

describe('a zero on a condition, then a price, in a line', () => {
  it('when a line says "£0.00 within 7 days, then £32.00", then both are prices of the service', () => {
    const body = `<ul><li>Recheck (same condition): £0.00 within 7 days, then £32.00</li></ul>`;
    expect(published(body)).toEqual([
      ['repeat-consultation', 'any', 0, 0],
      ['repeat-consultation', 'any', 32, 32],
    ]);
  });
});
