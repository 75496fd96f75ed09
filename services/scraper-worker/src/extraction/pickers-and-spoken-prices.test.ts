import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';
import { findPrices } from './price-parser';

const read = (body: string, url = 'https://hollins-green-vets.example.co.uk/prices') =>
  extractServices(`<html><body><main>${body}</main></body></html>`, { url });
const published = (items: ReturnType<typeof read>) =>
  items
    .filter((i) => i.published)
    .map((i) => `${i.standardService ?? i.name}/${i.band}/${i.priceMin}`)
    .sort();

describe('size pickers, spoken prices and abbreviated band headers', () => {
  it('when a price is written out as a screen reader says it, then pounds and pence are one amount', () => {
    const amounts = (text: string) => findPrices(text, { country: 'GB' }).map((p) => p.min);
    expect(amounts('226 pounds 50 pence')).toEqual([226.5]);
    expect(amounts('12 dollars and 5 cents')).toEqual([12.05]);
    expect(amounts('285 pounds')).toEqual([285]);
  });

  it('when a price shows only to screen readers beside its hidden twin, then it is read once, whole', () => {
    const items = read(
      `<dl><div><dt>Nail clipping</dt><dd><span aria-hidden="true">£13.50</span><span class="visually-hidden">13 pounds 50 pence</span></dd></div></dl>`,
    );
    expect(published(items)).toEqual(['nail-clipping/any/13.5']);
  });

  it('when a price tag sets its pound sign and pence in their own elements, then it is one amount', () => {
    const items = read(
      `<div class="tag"><h3>Consultation</h3><span class="price"><sup>£</sup><span>47</span><sup>.75</sup></span></div>
       <div class="tag"><h3>Nail trim</h3><span class="price"><sup>£</sup><span>12</span><sup>.50</sup></span></div>`,
    );
    expect(published(items)).toEqual(['first-consultation/any/47.75', 'nail-clipping/any/12.5']);
  });

  it('when a band column is headed by an abbreviation, then its title gives the band', () => {
    const items = read(
      `<table><thead><tr><th>Service</th><th><abbr title="Cat">Cat</abbr></th><th><abbr title="Small dog, under 10 kilograms">Dog S</abbr></th><th><abbr title="Giant dog, 60 kilograms or more">Dog G</abbr></th></tr></thead>
       <tbody><tr><th>Castration</th><td>£62.50</td><td>£226.50</td><td>£366.00</td></tr></tbody></table>`,
    );
    expect(published(items)).toEqual([
      'castration/cat/62.5',
      'castration/dog_giant/366',
      'castration/dog_small/226.5',
    ]);
  });

  it('when a band column is headed only by an icon, then the text of its image gives the band', () => {
    const items = read(
      `<table><thead><tr><th><span>Service</span></th><th><img src="/i/cat.svg" alt="Cat"></th><th><img src="/i/dog-m.svg" alt="Medium dog, 10–25 kg"></th></tr></thead>
       <tbody><tr><th>Annual booster</th><td>£42</td><td>£54</td></tr></tbody></table>`,
    );
    expect(published(items)).toEqual([
      'vaccination-booster/cat/42',
      'vaccination-booster/dog_medium/54',
    ]);
  });

  it('when a card offers its sizes as priced buttons and repeats the chosen one, then each button is a price once', () => {
    const items = read(
      `<article><h3>Castration</h3><div role="group" aria-label="Choose size"><span>Choose size:</span>
        <button aria-pressed="true">Cat <span>£73.25</span></button>
        <button aria-pressed="false">Dog up to 10kg <span>£225.50</span></button></div>
        <p aria-live="polite">£73.25</p><a href="/book">Book</a></article>`,
    );
    expect(published(items)).toEqual(['castration/cat/73.25', 'castration/dog_small/225.5']);
  });

  it('when a button holds no price, then it is a control and names nothing', () => {
    const items = read(
      `<article><h3>Consultation</h3><p>£44.25</p><button>Book a consultation</button></article>`,
    );
    expect(published(items)).toEqual(['first-consultation/any/44.25']);
  });
});

describe('columns by the hours a price applies in', () => {
  it('when columns are headed by times of day, then each price is published as that consultation', () => {
    const items = read(
      `<table><thead><tr><th>Service</th><th>Weekdays 8am – 7pm</th><th>Evenings 7pm – 11pm</th></tr></thead>
       <tbody><tr><td>Consultation with a vet</td><td>£46.25</td><td>£162.50</td></tr></tbody></table>`,
    );
    expect(published(items)).toEqual([
      'first-consultation/any/46.25',
      'out-of-hours-consultation/any/162.5',
    ]);
  });
});
