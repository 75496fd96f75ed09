import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { extractServices } from './extract-prices';

const brief = (body: string, url = 'https://vets.example.co.uk/fees') =>
  perName(extractServices(`<html><body>${body}</body></html>`, { url })).map((s) => [
    s.name,
    s.priceMin,
    s.priceMax,
  ]);

describe('layouts', () => {
  it('when a card shows its price before its name, then the card heading names it, not the card before', () => {
    const body = `<div class="grid">
      <div class="card"><div class="price">£39</div><h4>Vet consultation</h4><p>15 minutes with a vet.</p></div>
      <div class="card"><div class="price">from £199</div><h4>Dog neutering</h4><p>With a nurse.</p></div></div>`;
    expect(brief(body)).toEqual([
      ['Vet consultation', 39, 39],
      ['Dog neutering', 199, null],
    ]);
  });

  it('when a definition list pairs names and prices, then each dt names its dd', () => {
    const body = `<dl><dt>Examination</dt><dd>$85.00 + HST</dd><dt>Feline spay</dt><dd>$325.00 – $400.00</dd></dl>`;
    expect(brief(body, 'https://vet.example.ca/')).toEqual([
      ['Examination', 85, 85],
      ['Feline spay', 325, 400],
    ]);
  });

  it('when one line prices a service per band or per species, then each price is that service with its qualifier', () => {
    const body = `<h2>Annual health check</h2><p>Dog £40, Cat £38</p>
      <p>Bitch spay: up to 10 kg £280, over 25 kg £420</p>
      <p>Primary course – £68 (puppy), £62 (kitten)</p>`;
    expect(brief(body)).toEqual([
      ['Annual health check (Dog)', 40, 40],
      ['Annual health check (Cat)', 38, 38],
      ['Bitch spay (Up to 10 kg)', 280, 280],
      ['Bitch spay (Over 25 kg)', 420, 420],
      ['Primary course (Puppy)', 68, 68],
      ['Primary course (Kitten)', 62, 62],
    ]);
  });

  it('when prices are written into sentences, then each is named by its own clause', () => {
    const body = `<p>Neutering prevents unwanted litters. Cat spays are €130 and cat neuters are €95. Dog neutering costs
      €220–€350 depending on your dog's size, and dog spays start from €280. If we need to see your pet again within
      5 days, a revisit consultation is €35. Rabies vaccination, needed before your pet can travel abroad, is €45.</p>`;
    expect(brief(body, 'https://vets.example.ie/')).toEqual([
      ['Cat spays', 130, 130],
      ['Cat neuters', 95, 95],
      ['Dog neutering', 220, 350],
      ['Dog spays', 280, null],
      ['Revisit consultation', 35, 35],
      ['Rabies vaccination', 45, 45],
    ]);
  });

  it('when prices sit under species headings, then the species is added to the service name', () => {
    const body = `<h2>Hund</h2><ul><li><span>Allgemeinuntersuchung</span><span>28,10 €</span></li></ul>
      <h2>Katze</h2><ul><li><span>Allgemeinuntersuchung</span><span>26,40 €</span></li></ul>`;
    const services = perName(
      extractServices(`<html><body>${body}</body></html>`, {
        url: 'https://praxis.example.de/',
      }),
    );
    expect(services.map((s) => [s.name, s.species, s.category])).toEqual([
      ['Allgemeinuntersuchung (Hund)', 'Dog', 'consultation'],
      ['Allgemeinuntersuchung (Katze)', 'Cat', 'consultation'],
    ]);
  });

  it('when the site says prices include VAT, then every service keeps that note', () => {
    const body = `<p>All prices include VAT at 20%.</p><ul><li>Nail clip – £14</li></ul>`;
    expect(
      extractServices(`<html><body>${body}</body></html>`, { url: 'https://v.example.co.uk/' })[0]
        ?.priceNotes,
    ).toBe('All prices include VAT at 20%');
  });

  it('when a page has prices only in cookie banners, testimonials or the footer, then none is taken', () => {
    const body = `<div class="cookie-banner">Win a £50 voucher!</div>
      <blockquote>"Only £45 for the consultation, great value"</blockquote>
      <footer>Consultation £45</footer>`;
    expect(brief(body)).toEqual([]);
  });

  it('when a line repeats a price without tax or names the service after the price, then each service is read once', () => {
    const body = `<ul><li>Consultation £45.00 inc VAT / £37.50 ex VAT</li>
      <li>Cremation: communal £60, individual from £150</li></ul>
      <p>We charge £25 for a nurse appointment.</p><p>初診料 1,650円（税込）</p><p>再診料 税込880円</p>`;
    expect(brief(body)).toEqual([
      ['Consultation', 45, 45],
      ['Cremation (Communal)', 60, 60],
      ['Cremation (Individual)', 150, null],
      ['Nurse appointment', 25, 25],
      ['初診料', 1650, 1650],
      ['再診料', 880, 880],
    ]);
  });

  it('when table rows are sizes and columns are services, then each cell is the service for that size', () => {
    const body = `<table><tr><th>Weight</th><th>Dog castration</th><th>Bitch spay</th></tr>
      <tr><td>Up to 10kg</td><td>£220</td><td>£310</td></tr></table>`;
    expect(brief(body)).toEqual([
      ['Dog castration (Up to 10kg)', 220, 220],
      ['Bitch spay (Up to 10kg)', 310, 310],
    ]);
  });
});
