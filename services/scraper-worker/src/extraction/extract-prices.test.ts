import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { extractServices } from './extract-prices';

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;
const brief = (html: string, url = 'https://vets.example.co.uk/prices') =>
  perName(extractServices(html, { url })).map((s) => [s.name, s.priceMin, s.priceMax, s.currency]);

describe('extractServices', () => {
  it('when a table has one price column per species, then each species is its own service', () => {
    const html =
      page(`<table><thead><tr><th>Treatment</th><th>Dog</th><th>Cat</th><th>Rabbit</th></tr></thead>
      <tbody><tr><td>Consultation</td><td>£48</td><td>£46</td><td>£40</td></tr>
      <tr><td>Castration</td><td>from £245</td><td>£95</td><td>£110</td></tr></tbody></table>`);
    const services = perName(extractServices(html, { url: 'https://vets.example.co.uk/' }));
    expect(services.map((s) => [s.name, s.species, s.priceMin, s.priceMax])).toEqual([
      ['Consultation (Dog)', 'Dog', 48, 48],
      ['Consultation (Cat)', 'Cat', 46, 46],
      ['Consultation (Rabbit)', 'Rabbit', 40, 40],
      ['Castration (Dog)', 'Dog', 245, null],
      ['Castration (Cat)', 'Cat', 95, 95],
      ['Castration (Rabbit)', 'Rabbit', 110, 110],
    ]);
  });

  it('when a member-price column sits beside the price, then only the full price is kept', () => {
    const html = page(`<table><tr><th>Service</th><th>Price</th><th>Health plan price</th></tr>
      <tr><td>Nail clip</td><td>£14.00</td><td>£0.00</td></tr></table>`);
    expect(brief(html)).toEqual([['Nail clip', 14, 14, 'GBP']]);
  });

  it('when a column header gives the currency, then bare numbers in it are prices', () => {
    const html = page(
      `<table><tr><th>Leistung</th><th>Preis (€)</th></tr><tr><td>Impfung Hund</td><td>64,90</td></tr></table>`,
    );
    expect(brief(html, 'https://praxis.example.de/')).toEqual([
      ['Impfung Hund', 64.9, 64.9, 'EUR'],
    ]);
  });

  it('when a zero price is shown without the word free, then it is not kept; when the text says free, it is', () => {
    const html =
      page(`<ul><li>Weight check – £0</li><li>Puppy health check: FREE</li><li>Free parking</li>
      <li>Feel free to call us</li></ul>`);
    expect(brief(html)).toEqual([['Puppy health check', 0, 0, 'GBP']]);
  });

  it('when money is a discount, a financing threshold, a donation or share capital, then it is not a service', () => {
    const html = page(`<p>Members save £10 on every consultation.</p>
      <p>0% interest for 6 months on purchases of $200 or more.</p>
      <p>Our clients helped us raise over $12,000 for the shelter.</p>
      <p>SELARL au capital de 10 000 €</p>
      <ul><li>Consultation – £45</li></ul>`);
    expect(brief(html)).toEqual([['Consultation', 45, 45, 'GBP']]);
  });

  it('when JSON-LD and the visible text show the same price, then it is one service', () => {
    const html = `<html><head><script type="application/ld+json">${JSON.stringify({
      '@type': 'VeterinaryCare',
      makesOffer: [
        {
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name: 'Microchipping' },
          price: '35.00',
          priceCurrency: 'EUR',
        },
      ],
    })}</script></head><body><p>Microchipping – €35</p><p>Cat spay – €130</p></body></html>`;
    expect(brief(html, 'https://vets.example.ie/')).toEqual([
      ['Microchipping', 35, 35, 'EUR'],
      ['Cat spay', 130, 130, 'EUR'],
    ]);
  });

  it('when JSON-LD prices a service the visible page prices differently, then the visible price stands alone', () => {
    const html = `<html><head><script type="application/ld+json">${JSON.stringify({
      '@type': 'VeterinaryCare',
      makesOffer: [
        {
          '@type': 'Offer',
          itemOffered: { name: 'Nurse clinic' },
          price: '19.00',
          priceCurrency: 'GBP',
        },
        {
          '@type': 'Offer',
          itemOffered: { name: 'Nail clip' },
          price: '12.00',
          priceCurrency: 'GBP',
        },
      ],
    })}</script></head><body><table><tr><td>Nurse clinic</td><td>£21.50</td></tr></table></body></html>`;
    expect(brief(html, 'https://vets.example.co.uk/')).toEqual([
      ['Nurse clinic', 21.5, 21.5, 'GBP'],
      ['Nail clip', 12, 12, 'GBP'],
    ]);
  });

  it('when a worked estimate ends in a total line in any language, then the total is no service', () => {
    for (const word of ['Totale', 'Gesamt', 'Totaal', 'Totalt', 'Total']) {
      const html = page(
        `<ul><li>Visita – €40</li><li>Vaccino – €55</li><li>${word}: €95</li></ul>`,
      );
      expect(brief(html, 'https://vet.example.it/').map((b) => b[0])).toEqual([
        'Visita',
        'Vaccino',
      ]);
    }
  });

  it('when a price badge follows its name with no space between them, then the name keeps its last word and the badge its "from"', () => {
    const html =
      page(`<ul><li class="d-flex">Sterilizzazione coniglia<span class="badge">da € 160,00</span></li>
      <li class="d-flex">Visita<span class="badge">€ 40,00</span></li></ul>`);
    expect(brief(html, 'https://vet.example.it/')).toEqual([
      ['Sterilizzazione coniglia', 160, null, 'EUR'],
      ['Visita', 40, 40, 'EUR'],
    ]);
  });

  it('when a shop grid sells gift cards beside services, then the gift card is no service', () => {
    const html = page(`<ul class="products"><li><h2>Nail clip</h2><span>$22.00</span></li>
      <li><h2>Clinic gift card</h2><span>$50.00 – $250.00</span></li><li><h2>Gutschein</h2><span>€ 50,00</span></li></ul>`);
    expect(brief(html, 'https://vets.example.com.au/shop').map((b) => b[0])).toEqual(['Nail clip']);
  });

  it('when a card\u2019s button says "Consultar" beside a Catalan "des de" price, then the card title names a from price', () => {
    const html = page(`<article><h3>Cirurgia ortopèdica</h3><p>Amb radiografies de control.</p>
      <a class="btn">Consultar</a><p class="preu">Des de 980 €</p></article>`);
    expect(brief(html, 'https://veterinari.example.cat/preus')).toEqual([
      ['Cirurgia ortopèdica', 980, null, 'EUR'],
    ]);
  });

  it('when a footnote number follows a price in <sup>, then the amount keeps its pence', () => {
    const html = page(`<ul><li>Nurse clinic – £26.50<sup><a href="#fn2">2</a></sup></li>
      <li>Nail clip – £15.00<sup>3</sup></li></ul><ol><li id="fn2">Weekdays only.</li></ol>`);
    expect(brief(html, 'https://vets.example.co.uk/').map((b) => b[1])).toEqual([26.5, 15]);
  });

  it('when a price carries a tax or unit remark, then it is kept in the notes', () => {
    const html = page(
      `<ul><li>Tooth extraction – $45–$220 per tooth</li><li>Dental exam – $60 + tax</li></ul>`,
    );
    const notes = extractServices(html, { url: 'https://vet.example.com/' }).map(
      (s) => s.priceNotes,
    );
    expect(notes).toEqual(['per tooth', '+ tax']);
  });

  it('when the page shows no prices at all, then nothing is extracted', () => {
    const html = page(
      `<h2>Vaccinations</h2><p>Call (555) 287-3310 for an estimate. Open 7:30 AM – 6:00 PM.</p>`,
    );
    expect(brief(html, 'https://vet.example.com/')).toEqual([]);
  });
});
